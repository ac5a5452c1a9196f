import { graphql } from '../support/api';
import { createOpenEvent, newAccount, TOURNAMENT_STEP } from '../support/events';
import { expectNoSidewaysScroll, keepViewportScreenshot, PHONE } from '../support/look';
import { expect, test } from '../support/test';

// A regular's public profile: years of events, read twenty at a time, the latest first. Fresh
// accounts, so the list holds this journey's events alone whatever else the run has made.
const EVENTS = 21;

test('a regular’s profile shows her latest twenty events, and the older ones a tap away on a phone', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const shop = await newAccount(request, `perfs${stamp}`, `Tienda Perfil ${stamp}`);
  const regular = await newAccount(request, `perfj${stamp}`, `Habitual Perfil ${stamp}`);
  for (let n = 1; n <= EVENTS; n += 1) {
    const day = String(n).padStart(2, '0');
    const id = await createOpenEvent(request, shop.token, {
      commandId: `profile-${stamp}-${n}`,
      ...{ name: `Jueves ${day} ${stamp}`, startsAt: `2026-03-${day}T18:00`, timeZone: 'Europe/Madrid' },
      ...{ game: 'blades-of-ash', rounds: 3, requireDeckLists: false },
    });
    await graphql(
      request,
      TOURNAMENT_STEP('registerForTournament'),
      { t: id, c: `profile-reg-${stamp}-${n}` },
      regular.token,
    );
  }

  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/players/${regular.id}`);
  const events = page.getByTestId('player-events').getByTestId('tournament-card');
  await expect(events).toHaveCount(20);
  await expect(events.first()).toContainText(`Jueves 21 ${stamp}`);
  const pager = page.getByTestId('events-pager');
  await expect(pager.getByTestId('events-pager-count')).toHaveText('Mostrando 1–20 de 21');
  await expect(page.locator('#player-events-title'), 'the count is of every event').toHaveText('21 torneos');
  await expectNoSidewaysScroll(page);
  await pager.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(page, testInfo, 'profile-pager-phone');

  await pager.getByRole('link', { name: 'Siguientes →' }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${regular.id}\\?eventsPage=2#player-tournaments$`));
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText(`Jueves 01 ${stamp}`);
  await expect(pager.getByTestId('events-pager-count')).toHaveText('Mostrando 21–21 de 21');
  await pager.getByRole('link', { name: '← Anteriores' }).click();
  await expect(events).toHaveCount(20);
});
