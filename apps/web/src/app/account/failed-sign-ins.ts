import { localized as l, type Lang, type Localized, counted } from '@cronica/util';
import type { FailedSignInGroup } from '../../graphql/account';
import { readerTimeText } from '../../lib/reader-zone';

/** The account page's "wrong passwords" section (apps/api/src/auth/failed-sign-ins.ts), es + en. */
export const failedSignInMessages = {
  title: l('Contraseñas incorrectas', 'Wrong passwords'),
  none: l(
    'Nadie ha escrito una contraseña incorrecta para tu cuenta en los últimos 30 días.',
    'Nobody has typed a wrong password for your account in the last 30 days.',
  ),
  intro: (total: number) =>
    counted(
      total,
      [
        'En los últimos 30 días se ha escrito {n} contraseña incorrecta para tu cuenta. Lo escrito no se guarda nunca; de dónde, solo la red, no la dirección.',
        'En los últimos 30 días se han escrito {n} contraseñas incorrectas para tu cuenta. Lo escrito no se guarda nunca; de dónde, solo la red, no la dirección.',
      ],
      [
        'In the last 30 days {n} wrong password was typed for your account. What was typed is never kept; of where, only the network, not the address.',
        'In the last 30 days {n} wrong passwords were typed for your account. What was typed is never kept; of where, only the network, not the address.',
      ],
    ),
  advice: l(
    '¿No fuiste tú? Quien prueba contraseñas tiene que esperar cada vez más, y tú sigues entrando sin esperas desde los dispositivos en los que ya iniciaste sesión. Si tu contraseña se parece a la de otro sitio, cámbiala.',
    'Not you? Whoever tries passwords has to wait longer and longer, and you keep signing in without waiting from the devices you have signed in on before. If your password resembles one you use elsewhere, change it.',
  ),
};

/** "3 wrong passwords from the network 198.51.100.0/24", "1 wrong password from one of your devices". */
export function describeGroup(group: FailedSignInGroup): Localized {
  const wrong = counted(
    group.count,
    ['{n} contraseña incorrecta', '{n} contraseñas incorrectas'],
    ['{n} wrong password', '{n} wrong passwords'],
  );
  const from: Localized = group.knownDevice
    ? l('desde uno de tus dispositivos', 'from one of your devices')
    : group.network
      ? l(`desde la red ${group.network}`, `from the network ${group.network}`)
      : l('desde un lugar desconocido', 'from an unknown place');
  return { es: `${wrong.es} ${from.es}`, en: `${wrong.en} ${from.en}` };
}

/** When the last of a group was typed, on the reader's clock (`zone`; UTC, said so, while unknown). */
export function lastTyped(group: FailedSignInGroup, zone: string | null, lang: Lang): string {
  if (Number.isNaN(Date.parse(group.lastAt))) return group.day;
  return readerTimeText(group.lastAt, zone, lang);
}
