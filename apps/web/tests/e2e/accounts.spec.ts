import { ORIGIN } from "./origin";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectToastAfter, hydrated, signIn, uniqueEmail, useLanguage } from "./fixtures";

const T = {
  ar: {
    signUp: "إنشاء حساب",
    name: "الاسم بالكامل",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    profile: "الملف الشخصي",
    edit: "تعديل الملف الشخصي",
    save: "حفظ التغييرات",
    saved: "تم حفظ الملف الشخصي",
    logout: "تسجيل الخروج",
    loggedOut: "تم تسجيل الخروج بنجاح",
    student: "طالب",
    displayName: "الاسم المعروض",
    account: "قائمة الحساب",
    short: "يجب ألا تقل كلمة المرور عن ٨ أحرف",
    photo: "أدخل رابطًا يبدأ بـ https://",
  },
  en: {
    signUp: "Create account",
    name: "Full name",
    email: "E-mail",
    password: "Password",
    profile: "Profile",
    edit: "Edit profile",
    save: "Save changes",
    saved: "Profile saved",
    logout: "Logout",
    loggedOut: "Logged out successfully",
    student: "Student",
    displayName: "Display name",
    account: "Account menu",
    short: "The password must be at least 8 characters",
    photo: "Enter a web address starting with https://",
  },
} as const;

async function signUpThroughForm(page: Page, lang: "ar" | "en", name: string, email: string, password: string) {
  const form = page.locator("form#signup");
  await form.getByLabel(T[lang].name).fill(name);
  await form.getByLabel(T[lang].email).fill(email);
  await form.getByLabel(T[lang].password).fill(password);
  await form.getByRole("button", { name: T[lang].signUp }).click();
}

for (const lang of ["ar", "en"] as const) {
  test(`sign-up → profile → edit profile → logout (${lang})`, async ({ page }) => {
    const t = T[lang];
    await useLanguage(page, lang);
    await page.goto("/login");
    await hydrated(page);
    const email = uniqueEmail(`flow-${lang}`);

    // A short password is refused beside its field, in the current language.
    await signUpThroughForm(page, lang, "Mona Adel", email, "short");
    await expect(page.locator("form#signup")).toContainText(t.short);

    await page.locator("form#signup").getByLabel(t.password).fill("a-good-password");
    await page.locator("form#signup").getByRole("button", { name: t.signUp }).click();
    await expect(page).toHaveURL("/");
    await page.getByRole("button", { name: t.account }).click();
    await expect(page.getByRole("menu")).toContainText("Mona Adel");
    await expect(page.getByRole("menu")).toContainText(email);
    await page.getByRole("menuitem", { name: t.profile }).click();

    await expect(page).toHaveURL("/profile");
    await expect(page.getByTestId("profile-name")).toHaveText("Mona Adel");
    await expect(page.getByText(t.student, { exact: true })).toBeVisible();

    await page.getByRole("link", { name: t.edit }).click();
    await expect(page).toHaveURL("/edit-profile");
    await page.getByLabel("Photo URL").or(page.getByLabel("رابط الصورة")).fill("javascript:alert(1)");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.locator("form#edit-profile")).toContainText(t.photo);
    await page.getByLabel("Photo URL").or(page.getByLabel("رابط الصورة")).fill("");
    await page.getByLabel(t.displayName).fill("منى عادل");
    await expectToastAfter(page, t.saved, () => page.getByRole("button", { name: t.save }).click());
    await expect(page).toHaveURL("/profile");
    await expect(page.getByTestId("profile-name")).toHaveText("منى عادل");

    await page.getByRole("button", { name: t.account }).click();
    await expectToastAfter(page, t.loggedOut, () => page.getByRole("menuitem", { name: t.logout }).click());
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: lang === "ar" ? "تسجيل الدخول" : "Login" })).toBeVisible();
  });
}

test("a wrong password is refused with a clear message, the e-mail kept", async ({ page }) => {
  await page.goto("/login");
  const form = page.locator("form#login");
  await form.locator('input[name="email"]').fill(DEMO.teacher.email);
  await form.locator('input[name="password"]').fill("not-the-password");
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole("alert")).toHaveText("البريد الإلكتروني أو كلمة المرور غير صحيحة");
  await expect(form.locator('input[name="email"]')).toHaveValue(DEMO.teacher.email);
});

test("signing up twice with one e-mail says so beside the field", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/login");
  await signUpThroughForm(page, "en", "Omar", DEMO.student.email.toUpperCase(), "a-good-password");
  await expect(page.locator("form#signup")).toContainText("An account with this e-mail already exists");
});

test("repeated failed logins for one account are throttled", async ({ request }) => {
  const email = uniqueEmail("throttle");
  const signup = await request.post("/login", {
    form: { intent: "signup", displayName: "Throttle Test", email, password: "correct-password" },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(signup.status()).toBe(302);
  const attempt = (password: string) =>
    request.post("/login", {
      form: { intent: "login", email, password },
      headers: { Origin: ORIGIN, Cookie: "appLanguage=en" },
      maxRedirects: 0,
    });
  for (let i = 0; i < 5; i++) expect((await attempt("wrong")).status()).toBe(400);
  const blocked = await attempt("correct-password");
  expect(blocked.status()).toBe(429);
  expect(await blocked.text()).toContain("auth.throttled");
});

test("the session cookie is httpOnly, SameSite=Lax, Secure, 30 days; its id changes at login; logout kills it on the server", async ({
  request,
  page,
}) => {
  const first = await request.post("/login", {
    form: { intent: "login", email: DEMO.student.email, password: DEMO.student.password },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  const setCookie = first
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("masar_session="))!.value;
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(/Secure/i);
  expect(setCookie).toMatch(/Max-Age=2592000/);
  const cookieA = setCookie.split(";")[0]!;

  // Logging in again from that session rotates the id and ends the old one.
  const second = await request.post("/login", {
    form: { intent: "login", email: DEMO.student.email, password: DEMO.student.password },
    headers: { Origin: ORIGIN, Cookie: cookieA },
    maxRedirects: 0,
  });
  const cookieB = second
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("masar_session="))!
    .value.split(";")[0]!;
  expect(cookieB).not.toBe(cookieA);
  expect((await request.get("/profile", { headers: { Cookie: cookieA }, maxRedirects: 0 })).status()).toBe(302);
  expect((await request.get("/profile", { headers: { Cookie: cookieB }, maxRedirects: 0 })).status()).toBe(200);

  const logout = await request.post("/logout", {
    headers: { Origin: ORIGIN, Cookie: cookieB },
    maxRedirects: 0,
  });
  expect(logout.headers()["location"]).toBe("/");
  // The old cookie, replayed, no longer opens anything.
  expect((await request.get("/profile", { headers: { Cookie: cookieB }, maxRedirects: 0 })).headers()["location"]).toBe(
    "/login?redirectTo=%2Fprofile",
  );
  void page;
});

test("a visitor sent to login comes back to the original location", async ({ page }) => {
  await page.goto("/profile?tab=1");
  await expect(page).toHaveURL("/login?redirectTo=%2Fprofile%3Ftab%3D1");
  const form = page.locator("form#login");
  await form.locator('input[name="email"]').fill(DEMO.student.email);
  await form.locator('input[name="password"]').fill(DEMO.student.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL("/profile?tab=1");
});

test("an open-redirect attempt is refused", async ({ page }) => {
  await signIn(page, DEMO.student, "//evil.example/steal");
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example");
  await expect(page).toHaveURL(`${ORIGIN}/`);
});

test("login works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login?redirectTo=%2Fprofile");
  const form = page.locator("form#login");
  await form.locator('input[name="email"]').fill(DEMO.admin.email);
  await form.locator('input[name="password"]').fill(DEMO.admin.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByTestId("profile-name")).toHaveText("Admin Masar");
  await context.close();
});
