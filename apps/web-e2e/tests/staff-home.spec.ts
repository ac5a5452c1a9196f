import { graphql } from '../support/api';
import { createOpenEvent, newAccount, newPlayers, publishFirstRound, TOURNAMENT_STEP } from '../support/events';
import { expectNoSidewaysScroll, keepScreenshot, LAPTOP, PHONE } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// Whoever runs an event finds it among their own on the home page, one tap from its desk: the
// organizer at the shop's laptop, the judge on a phone at the venue. Both are fresh accounts, so
// their lists hold this event alone whatever else the run has made.
const APPOINT = `mutation ($t: ID!, $u: String!, $c: ID!) {
  appointJudge(tournamentId: $t, username: $u, commandId: $c) { result { position } }
}`;

test('the organizer and the judge each find the event they run on their home page, open its desk from it, and reach the calls from the desk', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const owner = await newAccount(request, `mesas${stamp}`, `Tienda Mesas ${stamp}`);
  const judge = await newAccount(request, `mesaj${stamp}`, `Juez Mesas ${stamp}`);
  const name = `Copa de las mesas ${stamp}`;
  const id = await createOpenEvent(request, owner.token, {
    commandId: `staff-home-${stamp}`,
    name,
    game: 'blades-of-ash',
    rounds: 2,
  });
  await graphql(request, APPOINT, { t: id, u: judge.username, c: `staff-home-judge-${stamp}` }, owner.token);

  const shop = await pageOf(browser, owner.token, '/', LAPTOP);
  const ours = shop.getByTestId('my-events').getByTestId('tournament-card').filter({ hasText: name });
  await expect(ours.getByTestId('my-event-desk')).toHaveText('Lo organizas: abrir la mesa de organización →');
  await keepScreenshot(shop, testInfo, 'organizer-home');
  await ours.getByRole('link', { name: /abrir la mesa de organización/ }).click();
  await expect(shop).toHaveURL(new RegExp(`/tournaments/${id}/desk$`));
  await expect(shop.locator('.desk-title')).toHaveText('Mesa de organización');

  const phone = await pageOf(browser, judge.token, '/', PHONE);
  const judged = phone.getByTestId('my-events').getByTestId('tournament-card').filter({ hasText: name });
  await expect(judged.getByTestId('my-event-desk')).toHaveText('Eres juez: abrir la mesa de jueces →');
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, 'judge-home-phone');
  await judged.getByRole('link', { name: /abrir la mesa de jueces/ }).click();
  await expect(phone).toHaveURL(new RegExp(`/tournaments/${id}/desk$`));
  await expect(phone.locator('.desk-title')).toHaveText('Mesa de jueces');
  await expect(phone).toHaveTitle(`Mesa de jueces · ${name} · Crónica`);
  // The calls and disputes arrive live on the event's page: the desk's sections link there too.
  await phone.getByTestId('desk-calls').click();
  await expect(phone).toHaveURL(new RegExp(`/tournaments/${id}#judge-desk-title$`));
  await expect(phone.getByTestId('judge-desk')).toBeInViewport();
  // The event page's own link says which desk it opens, too.
  await expect(phone.getByTestId('desk-link')).toHaveText('Abrir la mesa de jueces');
});

test('a player’s call to a judge waits on the home page of whoever runs the event, one tap from the calls, and is gone once answered', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const judge = await newAccount(request, `llamaj${stamp}`, `Juez Llamadas ${stamp}`);
  const owner = await newAccount(request, `llamas${stamp}`, `Tienda Llamadas ${stamp}`);
  const [ana, bea] = await newPlayers(request, { label: 'llama', surname: 'Llamadas', stamp, count: 2 });
  const name = `Copa de las llamadas ${stamp}`;
  const id = await createOpenEvent(request, owner.token, {
    commandId: `staff-calls-${stamp}`,
    ...{ name, game: 'blades-of-ash', rounds: 2, requireDeckLists: false },
  });
  await graphql(request, APPOINT, { t: id, u: judge.username, c: `staff-calls-judge-${stamp}` }, owner.token);
  for (const player of [ana!, bea!])
    await graphql(
      request,
      TOURNAMENT_STEP('registerForTournament'),
      { t: id, c: `reg-${player.username}` },
      player.token,
    );
  await publishFirstRound(request, { id, organizerToken: owner.token });

  const phone = await pageOf(browser, judge.token, '/', PHONE);
  const card = phone.getByTestId('my-events').getByTestId('tournament-card').filter({ hasText: name });
  await expect(card.getByTestId('my-event-desk')).toBeVisible();
  await expect(card.getByTestId('my-event-calls'), 'no call yet').toHaveCount(0);
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { callJudge(tournamentId: $t, reason: "¿Puedo bloquear con esta carta?", commandId: $c) { recordId } }',
    { t: id, c: `staff-calls-call-${stamp}` },
    bea!.token,
  );
  await phone.reload();
  await expect(card.getByTestId('my-event-calls')).toHaveText('1 llamada a un juez sin atender →');
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, 'judge-home-call-waiting');
  // The desk leads with the waiting call, read whole on the phone, and every section stays in sight
  // beside it rather than behind a sideways scroll.
  await card.getByRole('link', { name: /abrir la mesa de jueces/ }).click();
  const deskCalls = phone.getByTestId('desk-calls');
  await expect(deskCalls).toHaveText('Llamadas y disputas · 1 llamada abierta →');
  await deskCalls.scrollIntoViewIfNeeded();
  for (const tab of await phone.locator('.desk-nav > *').all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await keepScreenshot(phone, testInfo, 'judge-desk-call-waiting');
  await phone.goBack();
  await card.getByTestId('my-event-calls').getByRole('link').click();
  await expect(phone).toHaveURL(new RegExp(`/tournaments/${id}#judge-desk-title$`));
  const call = phone.getByTestId('judge-desk').getByTestId('judge-call');
  await expect(call).toContainText('¿Puedo bloquear con esta carta?');
  await call.getByRole('button', { name: 'Atendida' }).click();
  await expect(call).toHaveCount(0);

  // The organizer's laptop says nothing waits once the judge has answered it.
  const shop = await pageOf(browser, owner.token, '/', LAPTOP);
  const ours = shop.getByTestId('my-events').getByTestId('tournament-card').filter({ hasText: name });
  await expect(ours.getByTestId('my-event-desk')).toBeVisible();
  await expect(ours.getByTestId('my-event-calls')).toHaveCount(0);
});
