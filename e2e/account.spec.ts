import { expect, test } from './test';
import { DEMO_ADMIN, logIn, logOut, readLinkFromOutbox, uniqueEmail } from './fixtures';

const STRONG = 'Juniper-Harbour-Lantern-58';
const STRONGER = 'Cobalt-Meadow-Whistle-93';

test('an admin invites by e-mail; the invitee sets a password from the link and lands signed in (English)', async ({ page }) => {
  const email = uniqueEmail('invitee');
  const before = new Date().toISOString();
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Invite by email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Full name').fill('Hind Al-Mutairi');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByTestId('invitation').filter({ hasText: email })).toBeVisible();
  await logOut(page);

  await page.goto(await readLinkFromOutbox(email, before));
  await expect(page.getByRole('heading', { name: 'Join Nakheel Medical Supplies on Ziyara' })).toBeVisible();
  // The token left the address bar as soon as the page read it.
  expect(page.url()).not.toContain('token=');
  await expect(page.getByLabel('Your name')).toHaveValue('Hind Al-Mutairi');
  await page.getByLabel('Mobile number').fill('+966 55 321 7788');
  await page.getByLabel('New password').fill(STRONG);
  await page.getByRole('button', { name: 'Join and log in' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByText('Welcome to Nakheel Medical Supplies!')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Hind Al-Mutairi');
});

const RECOVERY = {
  en: {
    forgot: 'Forgot password?',
    email: 'Email',
    send: 'Send the link',
    sent: 'we have sent it a link',
    newPassword: 'New password',
    confirm: 'Repeat the new password',
    save: 'Save the new password',
    mismatch: 'The passwords do not match',
    done: 'Your password has been changed.',
    password: 'Password',
    logIn: 'Log in',
  },
  ar: {
    forgot: 'نسيت كلمة المرور؟',
    email: 'البريد الإلكتروني',
    send: 'أرسل الرابط',
    sent: 'أرسلنا إليه رابطًا',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'أعد كتابة كلمة المرور الجديدة',
    save: 'احفظ كلمة المرور الجديدة',
    mismatch: 'كلمتا المرور غير متطابقتين',
    done: 'تم تغيير كلمة المرور.',
    password: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a forgotten password is reset from an e-mailed link (${lang}), and the old one stops working`, async ({ page, request }) => {
    const l = RECOVERY[lang];
    const email = await invitedUser(request, lang);

    await page.goto(`/login?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: l.forgot }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const asked = new Date().toISOString();
    await page.getByLabel(l.email).fill(email);
    await page.getByRole('button', { name: l.send }).click();
    await expect(page.getByRole('status')).toContainText(l.sent);

    await page.goto(await readLinkFromOutbox(email, asked));
    const newPassword = page.getByRole('textbox', { name: l.newPassword, exact: true });
    await newPassword.fill(STRONGER);
    await page.getByLabel(l.confirm).fill('something-else');
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.mismatch)).toBeVisible();
    await expect(page.getByLabel(l.confirm)).toBeFocused();
    await page.getByLabel(l.confirm).fill(STRONGER);
    await page.getByRole('button', { name: l.save }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(l.done)).toBeVisible();
    await expect(page.getByLabel(l.email)).toHaveValue(email);

    const old = await request.post('/api/v1/auth/login/', { data: { email, password: STRONG }, headers: await csrfHeaders(request) });
    expect(old.status()).toBe(401);
    await page.getByRole('textbox', { name: l.password, exact: true }).fill(STRONGER);
    await page.getByRole('button', { name: l.logIn }).click();
    await expect(page).toHaveURL(/\/app\/?$/);
  });
}

test('an invitee opening the link in an Arabic browser joins in Arabic; a weak password is refused', async ({ browser, request }) => {
  const email = uniqueEmail('invitee-ar');
  const admin = await apiSession(request, DEMO_ADMIN);
  const start = new Date().toISOString();
  expect((await admin.post('invitations/', { email, full_name: 'نورة القحطاني', role: 'sales' })).status()).toBe(201);
  const context = await browser.newContext({ locale: 'ar-SA' });
  const page = await context.newPage();
  await page.goto(await readLinkFromOutbox(email, start));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('انضم إلى');
  await expect(page.getByLabel('اسمك')).toHaveValue('نورة القحطاني');
  await page.getByLabel('رقم الجوال').fill('+966 55 777 3434');
  await page.getByLabel('كلمة المرور الجديدة').fill('12345678');
  await page.getByRole('button', { name: 'انضم وسجّل الدخول' }).click();
  await expect(page.getByText('سهلة التخمين')).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة').fill(STRONG);
  await page.getByRole('button', { name: 'انضم وسجّل الدخول' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await context.close();
});

test('the language follows the link, then the browser, and after log-in the profile', async ({ browser, request }) => {
  const arabicBrowser = await browser.newContext({ locale: 'ar-SA' });
  const page = await arabicBrowser.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/login?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await arabicBrowser.close();

  // A user whose profile says Arabic logs in on an English browser: the app turns Arabic.
  const email = await invitedUser(request, 'ar');
  const englishBrowser = await browser.newContext({ locale: 'en-US' });
  const en = await englishBrowser.newPage();
  await en.goto('/login');
  await expect(en.locator('html')).toHaveAttribute('lang', 'en');
  await en.getByLabel('Email').fill(email);
  await en.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG);
  await en.getByRole('button', { name: 'Log in' }).click();
  await expect(en).toHaveURL(/\/app\/?$/);
  await expect(en.locator('html')).toHaveAttribute('lang', 'ar');
  // The switch saves the choice to the profile.
  await en.getByTestId('language-switch').click();
  await expect(en.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => en.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').language)).toBe('en');
  await englishBrowser.close();
});

type Request = Parameters<Parameters<typeof test>[2]>[0]['request'];

async function csrfHeaders(request: Request): Promise<Record<string, string>> {
  const res = await request.get('/api/health');
  const token = /csrftoken=([^;]+)/.exec(res.headers()['set-cookie'] ?? '')?.[1];
  const state = await request.storageState();
  const cookie = token ?? state.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  return { 'x-csrftoken': cookie, cookie: `csrftoken=${cookie}` };
}

/** The API as a signed-in user, for setting up what a journey needs. */
async function apiSession(request: Request, email: string) {
  const headers = await csrfHeaders(request);
  const login = await request.post('/api/v1/auth/login/', { data: { email, password: 'Ziyara!2026' }, headers });
  const { access } = (await login.json()) as { access: string };
  return {
    post: (path: string, data: unknown) =>
      request.post(`/api/v1/${path}`, { data, headers: { ...headers, authorization: `Bearer ${access}` } }),
  };
}

/** Someone of the demo company, invited and accepted through the API, with `STRONG` as password. */
async function invitedUser(request: Request, language: 'en' | 'ar'): Promise<string> {
  const email = uniqueEmail(`member-${language}`);
  const admin = await apiSession(request, DEMO_ADMIN);
  const start = new Date().toISOString();
  expect((await admin.post('invitations/', { email, full_name: 'Salem Al-Ghamdi', role: 'sales' })).status()).toBe(201);
  const token = decodeURIComponent(new URL(await readLinkFromOutbox(email, start), 'http://x').hash.replace('#token=', ''));
  const accepted = await admin.post('auth/invitation/accept/', {
    token,
    full_name: 'Salem Al-Ghamdi',
    phone: '+966 55 888 1212',
    password: STRONG,
    language,
  });
  expect(accepted.status()).toBe(200);
  return email;
}
