/** Ports of the servers playwright.config.ts starts (never the `npm start` defaults). */
export const apiPort = process.env.E2E_API_PORT ?? '4311';
export const webPort = process.env.E2E_WEB_PORT ?? '3311';
export const apiUrl = `http://localhost:${apiPort}`;
export const webUrl = `http://localhost:${webPort}`;
