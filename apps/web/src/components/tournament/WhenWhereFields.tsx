import { CHECK_IN_LEAD } from '@cronica/tournament';
import { FEE_CURRENCIES } from '@cronica/util';
import type { Translate } from '../../lib/i18n';
import { DEFAULT_TIME_ZONE, EVENT_TIME_ZONES, zoneLabel } from '../../lib/event-time';
import { eventDetailsMessages as m } from '../../lib/event-details-messages';
import { Field } from '../FormParts';

/** What the fields show first: the event's own start, zone and venue, or empty with the default zone. */
export interface WhenWhereValues {
  readonly startsAt: string;
  readonly timeZone: string;
  readonly venue: string;
  /** Minutes before the start at which check-in opens by itself, as the select holds it ('' : by hand). */
  readonly checkInOpensBefore: string;
  /** The entry fee as typed (`5,50`; '' : free) and its currency. */
  readonly entryFee: string;
  readonly entryFeeCurrency: string;
}

/** The zones offered: the usual ones, and the event's own when it is another. */
function zoneChoices(current: string) {
  const listed = EVENT_TIME_ZONES.some((z) => z.zone === current);
  return listed || current === ''
    ? EVENT_TIME_ZONES
    : [...EVENT_TIME_ZONES, { zone: current, label: zoneLabel(current) }];
}

/** The leads offered: the library's usual ones, and the event's own when it is another. */
function leadChoices(current: string): number[] {
  const lead = Number(current);
  const usual: number[] = [...CHECK_IN_LEAD.choices];
  return current === '' || usual.includes(lead) ? usual : [...usual, lead].sort((a, b) => a - b);
}

/**
 * When and where, as the create form and the desk ask them: the start as the venue's clock reads it
 * (a date-time field without a zone), the venue's zone, the place, and when check-in opens. `wrap`
 * lays each field out the way its form does (the create form's option rows show each one's problems
 * beside it).
 */
export function WhenWhereFields({
  values,
  t,
  wrap = (_field, field) => field,
}: {
  values: WhenWhereValues;
  t: Translate;
  wrap?: (name: keyof WhenWhereValues, field: React.ReactNode) => React.ReactNode;
}) {
  const zone = values.timeZone || DEFAULT_TIME_ZONE;
  return (
    <>
      {wrap(
        'startsAt',
        <Field label={t(m.form.startsAt)}>
          <input name="startsAt" type="datetime-local" defaultValue={values.startsAt} />
        </Field>,
      )}
      {wrap('timeZone', <ZoneSelect zone={zone} t={t} />)}
      {wrap(
        'venue',
        <Field label={t(m.form.venue)}>
          {/* Its length is the tournament library's to judge (the answer names the limit). */}
          <input name="venue" defaultValue={values.venue} />
        </Field>,
      )}
      {wrap('checkInOpensBefore', <CheckInLeadSelect lead={values.checkInOpensBefore} t={t} />)}
      {wrap(
        'entryFee',
        <Field label={t(m.form.entryFee)}>
          {/* Whether it is an amount, with its currency's decimals, is the tournament library's to judge. */}
          <input name="entryFee" inputMode="decimal" autoComplete="off" defaultValue={values.entryFee} />
        </Field>,
      )}
      {wrap('entryFeeCurrency', <CurrencySelect currency={values.entryFeeCurrency} t={t} />)}
    </>
  );
}

/** The venue's zone: the usual ones, and the event's own when it is another. */
function ZoneSelect({ zone, t }: { zone: string; t: Translate }) {
  return (
    <Field label={t(m.form.timeZone)}>
      <select name="timeZone" defaultValue={zone}>
        {zoneChoices(zone).map((z) => (
          <option key={z.zone} value={z.zone}>
            {t(z.label)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Whether check-in opens by itself, and how long before the start (the organizer opens it by default). */
function CheckInLeadSelect({ lead, t }: { lead: string; t: Translate }) {
  return (
    <Field label={t(m.checkIn)}>
      <select name="checkInOpensBefore" defaultValue={lead}>
        <option value="">{t(m.form.checkInByHand)}</option>
        {leadChoices(lead).map((minutes) => (
          <option key={minutes} value={minutes}>
            {t(m.form.checkInBefore(minutes))}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The fee's currency, by its code and its name in the reader's language («EUR · euro»). */
function CurrencySelect({ currency, t }: { currency: string; t: Translate }) {
  const names = (lang: string) => new Intl.DisplayNames([lang], { type: 'currency' });
  const [es, en] = [names('es'), names('en')];
  return (
    <Field label={t(m.form.currency)}>
      <select name="entryFeeCurrency" defaultValue={currency}>
        {FEE_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {`${code} · ${t({ es: es.of(code) ?? code, en: en.of(code) ?? code })}`}
          </option>
        ))}
      </select>
    </Field>
  );
}
