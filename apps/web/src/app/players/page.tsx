import { redirect } from 'next/navigation';

/** No public list of players: `/players` (a player's address without their id) goes to the tournaments. */
export default function PlayersRoute(): never {
  redirect('/');
}
