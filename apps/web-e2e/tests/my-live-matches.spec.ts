import { GOOD_PASSWORD, registerFresh } from '../support/accounts';
import { PHONE, expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A player on a phone starts a practice match, closes it, and finds her way back from the home
// page, where the match says it waits on her.

test('a player who left her practice match finds it on the home page, marked «Te toca», and is one tap from her table', async ({
  browser,
  request,
}, info) => {
  const username = await registerFresh(request, 'vuelve', 'Vera Vuelve');
  const phone = await (await browser.newContext({ locale: 'es-ES', viewport: PHONE })).newPage();
  await signInThroughWeb(phone, username, '/play?game=blades-of-ash', GOOD_PASSWORD);
  // Nothing at play yet: no such list on the home page.
  await phone.goto('/');
  await expect(phone.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await expect(phone.getByTestId('my-live-matches')).toHaveCount(0);

  await phone.goto('/play?game=blades-of-ash');
  await phone.getByRole('button', { name: 'Empezar la partida' }).click();
  await phone.waitForURL(/\/matches\/[^/]+$/);
  const tablePath = new URL(phone.url()).pathname;
  await phone.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await expect(phone.getByText('Elige 3 héroes para la escaramuza')).toBeVisible();

  await phone.goto('/');
  const mine = phone.getByTestId('my-live-matches');
  await expect(mine.getByRole('heading', { name: 'Tus partidas en juego' })).toBeVisible();
  const card = mine.getByTestId('my-live-match');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-your-turn', 'true');
  await expect(card).toContainText('Práctica contra el bot');
  await expect(card).toContainText('Te toca');
  await expect(card).toContainText('Espadas de Ceniza · con Bot');
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, info, 'my-live-match-phone');
  await card.getByRole('link', { name: 'Volver a la mesa →' }).click();
  await phone.waitForURL(`**${tablePath}`);

  // Conceded, the match is over: it leaves the list.
  await phone.getByRole('button', { name: 'Rendirse…' }).click();
  await phone.getByRole('button', { name: 'Sí, me rindo' }).click();
  await expect(phone.getByText('Por rendición').first()).toBeVisible();
  await phone.goto('/');
  await expect(phone.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await expect(phone.getByTestId('my-live-matches')).toHaveCount(0);
});
