import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const PHONE: Viewport = { width: 360, height: 740 };
export const DESKTOP: Viewport = { width: 1280, height: 900 };
/** A common laptop's screen: what it shows before any scrolling is the first screen a player sees. */
export const LAPTOP: Viewport = { width: 1280, height: 800 };

/** The whole of `part` is on the screen as it is scrolled now: none of it cut off above, below or beside. */
export async function expectWholeOnScreen(page: Page, part: Locator, what: string): Promise<void> {
  const screen = page.viewportSize()!;
  const box = await part.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(
    { top: y >= 0, left: x >= 0, bottom: y + height <= screen.height, right: x + width <= screen.width },
    `${what} (${Math.round(y)}..${Math.round(y + height)} px) within the ${screen.width}×${screen.height} screen`,
  ).toEqual({ top: true, left: true, bottom: true, right: true });
}

/**
 * Screenshots are kept for a person to look at: on every run here, and on CI only when
 * `E2E_SCREENSHOTS=1` asks (a clean-clone run keeps no artifact, and taking them was about a
 * seventh of the journeys' time). `E2E_SCREENSHOTS=0` skips them here too.
 */
const keepsScreenshots = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/** A full-page screenshot kept with the test's artifacts (test-results/<test>/<name>.png), to be looked at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!keepsScreenshots) return;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** What the screen shows at once (a phone's sticky bars included), kept like `keepScreenshot`. */
export async function keepViewportScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!keepsScreenshots) return;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A screenshot of one part of a long page (a panel, a list), kept like `keepScreenshot`. */
export async function keepPartScreenshot(part: Locator, testInfo: TestInfo, name: string): Promise<void> {
  // Without the screenshot, the part must still be there to be looked at.
  if (!keepsScreenshots) return expect(part).toBeVisible();
  const path = testInfo.outputPath(`${name}.png`);
  await part.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page does not scroll sideways, and no table, list or form sticks out of the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate((limit) => {
    // Elements inside a box that scrolls sideways on its own (the round tabs, a phone's strip of
    // cards) may extend past the screen; the page itself may not.
    const scrolls = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => !scrolls(el) && el.getClientRects().length > 0)
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > limit + 1)
      .slice(0, 5)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}.${(el as HTMLElement).className || '-'} "${(el.textContent ?? '').slice(0, 30)}" → ${Math.round(right)}px`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  }, width);
  expect(overflow.wide, 'elements wider than the screen').toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(width);
}

/** Each box `boxes` matches holds its words: none spills past the box's edge (a cost or a name wider than its card). */
export async function expectWordsInsideTheirBoxes(boxes: Locator, what: string): Promise<void> {
  const spilled = await boxes.evaluateAll((elements) =>
    elements.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el.textContent ?? '').slice(0, 40)),
  );
  expect(spilled, `${what} whose words spill past their edge`).toEqual([]);
}

/**
 * The framed boxes on the page (a card, a panel, a button: anything with a border) whose words spill
 * past their edge, by the start of their text; boxes that scroll their content are not counted, nor
 * those inside a box kept for screen readers only (1 px, its overflow hidden: no one sees them).
 */
export function boxesSpilling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const forScreenReaders = (el: Element) => {
      for (let box: Element | null = el; box; box = box.parentElement) {
        const { width, height } = box.getBoundingClientRect();
        if ((width <= 1 || height <= 1) && getComputedStyle(box).overflow !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((el): el is HTMLElement => el instanceof HTMLElement && el.getClientRects().length > 0)
      .filter((el) => !forScreenReaders(el))
      .filter((el) => {
        const style = getComputedStyle(el);
        const framed = parseFloat(style.borderLeftWidth) > 0 || parseFloat(style.borderRightWidth) > 0;
        return framed && style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** `look` at the page on a `screen`-sized viewport, then back to the desktop's size the journeys play at. */
export async function onScreen<T>(page: Page, screen: Viewport, look: () => Promise<T>): Promise<T> {
  await page.setViewportSize(screen);
  const seen = await look();
  await page.setViewportSize(DESKTOP);
  return seen;
}

/** Back to the page's top: Playwright scrolls to what it clicks, a person's tap does not. */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** `look` at the page unscrolled on a laptop, the first screen a player sees; then back to the desktop's size. */
export function onLaptopFirstScreen<T>(page: Page, look: () => Promise<T>): Promise<T> {
  return onScreen(page, LAPTOP, async () => {
    await scrollToTop(page);
    return look();
  });
}

/**
 * The page on a 360 px phone: nothing sticks out sideways, `alsoCheck` holds there, and its
 * screenshot is kept; then back to the desktop's size.
 */
export function lookOnPhone(
  page: Page,
  testInfo: TestInfo,
  name: string,
  alsoCheck: () => Promise<void> = async () => undefined,
): Promise<void> {
  return onScreen(page, PHONE, async () => {
    await expectNoSidewaysScroll(page);
    await alsoCheck();
    await keepScreenshot(page, testInfo, name);
  });
}
