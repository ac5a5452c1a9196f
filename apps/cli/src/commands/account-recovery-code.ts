import {
  EXIT_NEGATIVE,
  EXIT_OK,
  parseOptions,
  printJson,
  requireOption,
  UsageError,
  valueFlags,
  type CliCommand,
  type CliIO,
} from '../command.js';

const USAGE = [
  'account recovery-code --username USUARIO [--api URL] [--ops-token TOKEN] [--json]',
  '',
  '  Un código de recuperación nuevo para quien olvidó su contraseña y no guardó ninguno: compruebe',
  '  antes, en persona, que la cuenta es suya. El código anterior deja de valer; su cuenta dirá que lo',
  '  creó quien administra el servidor. / A new recovery code for a person who forgot their password',
  '  and kept none: make sure first, in person, that the account is theirs. Any earlier code stops',
  '  working; their account page says the server’s operator made it.',
  '  --api URL          la API / the API (API_URL; por defecto / default http://localhost:$API_PORT o 4000)',
  '  --ops-token TOKEN  OPS_TOKEN de la API (por defecto la variable OPS_TOKEN; sin él, solo desde la misma máquina)',
  '  --json             { username, code, setAt }',
  '  exit: 0 hecho / done, 1 no existe esa cuenta o la API no lo permite / no such account or not allowed, 2 uso / usage',
].join('\n');

/** Where the API is: --api, else API_URL, else this machine's API on API_PORT (4000 by default). */
function apiUrl(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  const url = flag ?? env.API_URL ?? `http://localhost:${env.API_PORT ?? '4000'}`;
  if (!/^https?:\/\//.test(url)) throw new UsageError('--api debe ser una URL http(s) / must be an http(s) URL');
  return url.replace(/\/+$/, '');
}

interface Issued {
  readonly code: string;
  readonly setAt: string;
}

/** Asks the API for the code; null when it answers 404 (no such account, or this client is not its operator). */
async function requestCode(url: string, username: string, token: string | undefined): Promise<Issued | null> {
  const response = await fetch(`${url}/ops/accounts/${encodeURIComponent(username)}/recovery-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`la API respondió / the API answered ${response.status}`);
  return (await response.json()) as Issued;
}

function printIssued(io: CliIO, username: string, issued: Issued): void {
  io.out(`Código de recuperación de / recovery code of @${username}:`);
  io.out('');
  io.out(`  ${issued.code}`);
  io.out('');
  io.out('Entréguelo en mano: se escribe en /login/recover con una contraseña nueva y vale una vez.');
  io.out('Hand it over in person: it is typed at /login/recover with a new password, and works once.');
}

export const accountRecoveryCodeCommand: CliCommand = {
  path: ['account', 'recovery-code'],
  summary: 'Código de recuperación para quien olvidó su contraseña / recovery code for a forgotten password',
  usage: USAGE,
  async run(argv, io) {
    const { values } = parseOptions(argv, valueFlags('username', 'api', 'ops-token'));
    const username = requireOption(values.username, 'username').trim();
    const url = apiUrl(values.api, process.env);
    const issued = await requestCode(url, username, values['ops-token'] ?? process.env.OPS_TOKEN);
    if (!issued) {
      io.err(
        `Sin código: no hay cuenta @${username}, se borró, o la API no acepta a este cliente como su operador (--ops-token). / ` +
          `No code: there is no account @${username}, it was erased, or the API does not take this client as its operator (--ops-token).`,
      );
      return EXIT_NEGATIVE;
    }
    if (values.json) printJson(io, { username, ...issued });
    else printIssued(io, username, issued);
    return EXIT_OK;
  },
};
