import { redirect } from 'next/navigation';

/** The tournaments are listed on the home page: `/tournaments` (an event's address without its id) goes there. */
export default function TournamentsRoute(): never {
  redirect('/');
}
