import fs from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
  expect,
  test,
} from "@playwright/test";
import { ADMIN, MANAGER, OWNER, seriousAxeViolations, startDemoThroughApi } from "./support";

/** The phones of issue 17: a small Android and a current iPhone. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
type Phone = (typeof PHONES)[number];

type Role = "owner" | "manager" | "demo" | "admin" | "visitor";
const ROLES: Role[] = ["owner", "manager", "demo", "admin", "visitor"];

/** Ids the routes with parameters need, read from the API as the signed-in user. */
interface Ids {
  propertyId: number | null;
  requestId: number | null;
}

interface Visit {
  /** The route table entry (App.tsx) this visit covers. */
  route: string;
  url: (ids: Ids) => string | null;
  /** The name of the screenshot kept for review (390 px, owner). */
  shot?: string;
}

const visit = (route: string, shot?: string, url?: Visit["url"]): Visit => ({ route, shot, url: url ?? (() => route) });

// Open to everyone, with or without a session (BareLayout).
const BARE: Visit[] = [
  visit("/checkout", undefined, () => "/checkout?plan=growth"),
  visit("/checkout/success"),
  visit("/upgrade-checkout", undefined, () => "/upgrade-checkout?tier=growth"),
  visit("/payment-demo"),
  visit("/reset-password", undefined, () => "/reset-password?token=not-a-real-token"),
  visit("*", undefined, () => "/no-such-page"),
];
const SHARED: Visit[] = ["/pricing", "/privacy-policy", "/terms-of-service", "/cookies-policy"].map((r) => visit(r));

const SIGNED_IN: Visit[] = [
  visit("/", "dashboard"),
  visit("/properties"),
  visit("/inventory", "inventory"),
  visit("/inventory", undefined, ({ propertyId }) => (propertyId ? `/inventory?propertyId=${propertyId}` : null)),
  visit("/requests", "requests"),
  visit("/requests", undefined, ({ requestId }) => (requestId ? `/requests?openRequest=${requestId}` : null)),
  visit("/requests/new", "new-request"),
  visit("/daily-inventory-check", "daily-check"),
  visit("/receive-items", "receive"),
  visit("/settings", "settings"),
  visit("/purchasing", "purchasing"),
  visit("/purchasing", undefined, () => "/purchasing?tab=suppliers"),
  visit("/subscription-settings", "subscription"),
  visit("/become-customer"),
  visit("/admin"),
  visit("/dev/mailbox"),
  ...SHARED,
  ...BARE,
];

const SIGNED_OUT: Visit[] = [
  visit("/"),
  visit("/login"),
  visit("/forgot-password"),
  // An app page opened signed out goes to sign-in with the link to return to (decision 196).
  visit("/inventory", undefined, () => "/inventory?code=SR00000001"),
  visit("/demo"),
  // A used or made-up demo link: the page that says so and leads back (issue 34).
  visit("/demo/confirm", undefined, () => "/demo/confirm?token=not-a-real-token"),
  visit("/settings"),
  visit("/daily-inventory-check"),
  ...SHARED,
  ...BARE,
];

/** Every path of the route table in App.tsx, so a new route cannot slip past this test. */
function routeTable(): Set<string> {
  const source = fs.readFileSync(new URL("../apps/web/src/App.tsx", import.meta.url), "utf8");
  const paths = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]);
  const constants = [...source.matchAll(/<Route\s+path=\{([A-Z_]+)\}/g)].map((m) => m[1]);
  expect(constants).toEqual(["BECOME_CUSTOMER_PATH"]);
  // The index routes are "/".
  return new Set([...paths, "/become-customer", "/"]);
}

test("the phone layout test visits every route of the route table", () => {
  const visited = new Set([...SIGNED_IN, ...SIGNED_OUT].map((v) => v.route));
  expect([...routeTable()].filter((route) => !visited.has(route))).toEqual([]);
});

interface Overflow {
  what: string;
  right: number;
}

/**
 * What sticks out past the right edge of a `width` px screen: the page itself, and every visible control or heading
 * that ends past the edge. Anything inside a box meant to scroll sideways (a table wrapper) is judged by that box.
 */
async function overflows(page: Page, width: number): Promise<Overflow[]> {
  return page.evaluate((width) => {
    const found: { what: string; right: number }[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    if (pageWidth > width) {
      found.push({ what: "page", right: pageWidth });
      // Names the culprits: the innermost boxes past the edge, whatever their kind.
      const past = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
      const culprits = [...document.body.querySelectorAll("*")].filter(
        (el) => past(el) && ![...el.children].some(past) && !el.closest("nav[aria-label='Quick actions']"),
      );
      for (const el of culprits.slice(0, 5)) {
        found.push({ what: `${describe(el)} .${el.className}`, right: Math.round(el.getBoundingClientRect().right) });
      }
    }
    const scroller = (el: Element): Element | null => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if ((overflowX === "auto" || overflowX === "scroll") && node.scrollWidth > node.clientWidth) return node;
      }
      return null;
    };
    /**
     * Where the label of a button or link runs past the box's right edge, or null. Text cut on purpose (an ellipsis)
     * and text placed on the edge on purpose (an absolutely positioned badge) do not count.
     */
    const spilledText = (el: Element, right: number): number | null => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let placed = false;
        for (let p = node.parentElement; p && p !== el.parentElement; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.textOverflow === "ellipsis" || (p !== el && s.position === "absolute")) placed = true;
        }
        if (placed) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const textRight = range.getBoundingClientRect().right;
        if (textRight > right + 1) return Math.round(textRight);
      }
      return null;
    };
    const selector = "button, a, input, select, textarea, h1, h2, h3, h4, h5, h6, [role=button], [role=combobox]";
    for (const el of document.querySelectorAll(selector)) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden, or visually hidden for screen readers (sr-only clips its box).
      if (
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.visibility === "hidden" ||
        style.clip !== "auto" ||
        style.clipPath !== "none"
      )
        continue;
      const box = scroller(el) ?? el;
      const right = box === el ? rect.right : box.getBoundingClientRect().right;
      if (right > width + 0.5) found.push({ what: describe(box === el ? el : box), right: Math.round(right) });
      else {
        const spill = spilledText(el, rect.right);
        if (spill !== null) found.push({ what: `${describe(el)} (label wider than its box)`, right: spill });
      }
    }
    return found;
  }, width);
}

/** Asserts the bottom bar is on screen whole: the app's quick actions, or a page's own bar that replaces them. */
async function expectBottomBar(page: Page, phone: Phone) {
  // By CSS rather than role: while a dialog is open the frame behind it is hidden from the accessibility tree.
  const bar = page.locator('nav[aria-label="Quick actions"], [role=group][aria-label="Daily check actions"]');
  await expect(bar).toHaveCount(1);
  await expect(bar).toBeInViewport({ ratio: 1 });
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height + 0.5);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width + 0.5);
}

/** The dashboard's recent requests show every row whole on a phone: no text cut short, and the date in view. */
async function expectWholeRecentRequests(page: Page) {
  const rows = page.getByRole("region", { name: "Recent Requests" }).getByRole("listitem");
  for (const row of await rows.all()) {
    const date = row.locator("time");
    await date.scrollIntoViewIfNeeded();
    await expect(date).toBeInViewport({ ratio: 1 });
    const cut = await row.evaluate((li) =>
      [...li.querySelectorAll("span, time")]
        .filter(
          (el) =>
            el.scrollWidth > el.clientWidth + 0.5 ||
            el.getBoundingClientRect().right > li.getBoundingClientRect().right + 0.5,
        )
        .map((el) => el.textContent),
    );
    expect.soft(cut, "texts of a recent request cut short").toEqual([]);
  }
}

/** A page's requests in flight, and when that last changed (see `quietNetwork`). */
const traffic = new WeakMap<Page, { inFlight: number; changedAt: number }>();

async function trackedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const state = { inFlight: 0, changedAt: Date.now() };
  traffic.set(page, state);
  const change = (by: number) => () => {
    state.inFlight += by;
    state.changedAt = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return page;
}

/**
 * No request of the page in flight for 150 ms. The page's data requests start as its heading renders, so a
 * short quiet spell is enough; "networkidle" waits 500 ms after every one of about 250 page loads (CI time).
 */
async function quietNetwork(page: Page) {
  const state = traffic.get(page);
  if (!state) throw new Error("quietNetwork: the page's traffic is not tracked (trackedPage)");
  await expect.poll(() => state.inFlight <= 0 && Date.now() - state.changedAt >= 150, { intervals: [50] }).toBe(true);
}

async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await quietNetwork(page);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

let addresses = 0;
/** Sign-ins and demo sign-ups are limited per address (TRUST_PROXY in playwright.config.ts): one each. */
const ownAddress = () => ({ "X-Forwarded-For": `10.79.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}` });

async function phoneContext(browser: Browser, phone: Phone): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
}

async function signIn(context: BrowserContext, role: Role) {
  const api = context.request;
  if (role === "visitor") return;
  if (role === "demo") {
    const person = { firstName: "Pia", lastName: "Phone", email: `phone.${Date.now()}.${addresses}@example.com` };
    await startDemoThroughApi(api, { ...person, password: "Welcome123", currentTools: "Paper" });
    // What the demo sign-up page stores (demoMode.ts), so the app shows demo mode as it would.
    await context.addInitScript((user) => {
      localStorage.setItem("demoUser", JSON.stringify(user));
      localStorage.setItem("demoMode", "true");
    }, person);
    return;
  }
  const account = { owner: OWNER, manager: MANAGER, admin: ADMIN }[role];
  const response = await api.post("/api/auth/login", { data: account });
  expect(response.ok(), await response.text()).toBe(true);
}

async function firstId(api: APIRequestContext, url: string): Promise<number | null> {
  const response = await api.get(url);
  if (!response.ok()) return null;
  const body = (await response.json()) as { id: number }[] | { items?: { id: number }[]; data?: { id: number }[] };
  const list = Array.isArray(body) ? body : (body.items ?? body.data ?? []);
  return list[0]?.id ?? null;
}

/**
 * Keeps what the phone shows for review, passed or failed: test-results/phone-screenshots/<name>.png, and attached
 * to the HTML report. The page is scrolled to the top, so fixed bars sit where the phone shows them.
 */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, options: { scrollTop?: boolean } = {}) {
  const file = path.join(testInfo.project.outputDir, "phone-screenshots", `${name}.png`);
  if (options.scrollTop ?? true) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

for (const phone of PHONES) {
  for (const role of ROLES) {
    test(`${role} at ${phone.width}×${phone.height}: no route sticks out and the bottom bar stays on screen`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const context = await phoneContext(browser, phone);
      await signIn(context, role);
      const ids: Ids = {
        propertyId: role === "visitor" ? null : await firstId(context.request, "/api/properties"),
        requestId: role === "visitor" ? null : await firstId(context.request, "/api/requests?limit=1"),
      };
      const page = await trackedPage(context);
      const visits = role === "visitor" ? SIGNED_OUT : SIGNED_IN;
      const appFrame = new Set(SIGNED_IN.filter((v) => !BARE.includes(v)).map((v) => v.route));
      for (const { route, url, shot } of visits) {
        const target = url(ids);
        if (target === null) continue;
        await test.step(target, async () => {
          await page.goto(target);
          await settle(page);
          expect.soft(await overflows(page, phone.width), `${target} fits ${phone.width} px`).toEqual([]);
          if (role !== "visitor" && appFrame.has(route)) await expectBottomBar(page, phone);
          if (role !== "visitor" && route === "/") await expectWholeRecentRequests(page);
          // An owner picks one of several properties; the list of items to count then fills the page.
          const unchosen = page.getByText("Please select a property first");
          if (route === "/daily-inventory-check" && ids.propertyId !== null && (await unchosen.count()) > 0) {
            await page.getByRole("main").getByRole("combobox", { name: "Property" }).click();
            await page.getByRole("option").first().click();
            await settle(page);
            expect.soft(await overflows(page, phone.width), `${target} with a property fits`).toEqual([]);
            await expectBottomBar(page, phone);
          }
          if (shot && role === "owner") await keepScreenshot(page, testInfo, `${shot}-${phone.width}`);
        });
      }
      await context.close();
    });
  }
}

/** The dialogs issue 17 names: they fit the phone, and a toast raised while one is open leaves its title readable. */
for (const phone of PHONES) {
  test.describe(`dialogs at ${phone.width}×${phone.height}`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeEach(async ({ browser }) => {
      context = await phoneContext(browser, phone);
      await signIn(context, "owner");
      page = await trackedPage(context);
    });
    test.afterEach(() => context.close());

    test("the audit trail fits and its table scrolls within the dialog", async () => {
      await page.goto("/receive-items");
      await settle(page);
      await page.getByRole("tab", { name: /Received Requests/ }).click();
      await page
        .getByRole("button", { name: /View Audit Trail/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "Audit Trail" });
      await expect(dialog.getByRole("table")).toBeVisible();
      expect(await overflows(page, phone.width)).toEqual([]);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      // Every column can be read: scrolled to, the last header sits whole inside the dialog.
      const received = dialog.getByRole("columnheader", { name: "Received" });
      await received.scrollIntoViewIfNeeded();
      const header = (await received.boundingBox())!;
      expect(header.x).toBeGreaterThanOrEqual(box.x);
      expect(header.x + header.width).toBeLessThanOrEqual(box.x + box.width);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test("a toast raised while a tall dialog is open does not cover the dialog's title", async () => {
      await page.goto("/inventory");
      await settle(page);
      await page.getByRole("button", { name: "Add Item" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add New Item" });
      await dialog.getByLabel("Item Name").fill("Phone Chargers");
      await dialog.getByRole("combobox", { name: "Category" }).click();
      await page.getByRole("option", { name: "Maintenance", exact: true }).click();
      await dialog.getByLabel("Current Stock").fill("4");
      await dialog.getByLabel("Minimum Stock").fill("2");
      // A refusal from the server keeps the form open and says why in a toast.
      await page.route("**/api/inventory", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            message: "An item with this name already exists in this property",
            error: "Bad Request",
          }),
        }),
      );
      await dialog.getByRole("button", { name: "Add Item" }).click();
      // By CSS: the open dialog hides the rest of the page, toasts included, from the accessibility tree.
      const toast = page
        .locator('[role=region][aria-label^="Notifications"] li')
        .filter({ hasText: "An item with this name already exists" });
      await expect(toast).toBeVisible();
      await expect(dialog).toBeVisible();
      // The form scrolled down to its button; back at its title, the title must be readable beside the toast.
      const heading = dialog.getByRole("heading", { name: "Add New Item" });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(toast).toBeVisible();
      const title = (await heading.boundingBox())!;
      const toastBox = (await toast.boundingBox())!;
      const apart =
        toastBox.y + toastBox.height <= title.y ||
        title.y + title.height <= toastBox.y ||
        toastBox.x + toastBox.width <= title.x ||
        title.x + title.width <= toastBox.x;
      expect(apart, `toast ${JSON.stringify(toastBox)} and title ${JSON.stringify(title)}`).toBe(true);
      await expect(toast).toBeInViewport({ ratio: 1 });
      await keepScreenshot(page, test.info(), `toast-and-dialog-${phone.width}`, { scrollTop: false });
    });
  });
}

test("phone pages have no serious accessibility violations", async ({ browser }) => {
  const context = await phoneContext(browser, PHONES[0]);
  await signIn(context, "owner");
  const page = await trackedPage(context);
  for (const url of ["/", "/requests/new", "/daily-inventory-check", "/settings"]) {
    await page.goto(url);
    await settle(page);
    expect(await seriousAxeViolations(page), url).toEqual([]);
  }
  await context.close();
});
