// The forms in Chromium: live messages and blocked submits with JavaScript; the same
// outcomes by plain document posts without it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { closeDialog, dialogText, newContext, open, siteInBrowser } from "../support/browser";

const env = siteInBrowser();

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact us" });

describe("with JavaScript", () => {
  it("checks fields as the visitor types", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/Contact`);
    const email = contactForm(page).getByLabel("Email address");
    await email.fill("ravi@");
    await page.getByText("Invalid email address.").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.getAttribute("aria-describedby")).toBe("contact-main-email-error");
    await email.fill("ravi@example.com");
    await page.getByText("Invalid email address.").waitFor({ state: "detached" });
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    await context.close();
  });

  it("blocks an incomplete contact form with the Validation Error dialog, sends nothing, then focuses the first invalid field", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/Contact`);
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await contactForm(page).getByLabel("Your name").fill("Ravi Kumar");
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Validation Error",
      text: "Please fill in all fields correctly before submitting.",
    });
    await closeDialog(page);
    // The dialog loses its open attribute at once; the focus moves on its close event, a task later.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("email");
    expect(await contactForm(page).getByLabel("Your name").inputValue()).toBe("Ravi Kumar");
    expect(posted).toBe(false);
    await context.close();
  });

  it("gives the call-back form its two submit messages", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/`);
    const form = page.getByRole("form", { name: "Request Call Back" });
    await form.getByLabel("Full name").fill("Asha Rao");
    await form.getByRole("button", { name: "Request Call Back" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Submission Error",
      text: "Please fill in all required fields.",
    });
    await closeDialog(page);
    await form.getByLabel("Phone number").fill("5123456789");
    await form.getByLabel("Email address").fill("asha@example.com");
    await form.getByLabel("Course", { exact: true }).selectOption("AWS");
    await page.getByText("Invalid phone number. Please enter 10 digits.").waitFor();
    await form.getByRole("button", { name: "Request Call Back" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Submission Error",
      text: "Please fix validation errors before submitting.",
    });
    await context.close();
  });

  it("sends a valid contact message, shows 'Success!' and clears the form", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/Contact`);
    const form = contactForm(page);
    await form.getByLabel("Your name").fill("Ravi Kumar");
    await form.getByLabel("Email address").fill("ravi.js@example.com");
    await form.getByLabel("Subject").fill("Batches");
    await form.getByLabel("Message").fill("Is there a weekend batch?");
    await form.getByRole("button", { name: "Send message" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Success!",
      text: "Your message has been sent!",
    });
    expect(await form.getByLabel("Your name").inputValue()).toBe("");
    expect(await form.getByLabel("Message").inputValue()).toBe("");
    expect(
      env.site.records("contactForm").filter((r) => r.record.email === "ravi.js@example.com"),
    ).toHaveLength(1);
    await context.close();
  });

  it("opens the ambassador form in a modal with 'Join Now' and sends it", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/campusAmb`);
    await page.getByRole("link", { name: "Join Now" }).click();
    const modal = page.locator("dialog#join");
    await modal.waitFor();
    expect(await modal.evaluate((d) => d.matches(":modal"))).toBe(true);
    await modal.getByLabel("Full name").fill("Meera Nair");
    await modal.getByLabel("Phone number").fill("1234567890");
    await modal.getByLabel("Email address").fill("meera.js@college.edu");
    await modal.getByLabel("College").fill("Government Engineering College");
    await modal.getByLabel("Graduation year").selectOption("2023");
    await modal.getByRole("button", { name: "Apply now" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Success!",
      text: "Data submitted successfully!",
    });
    const [stored] = env.site
      .records("Campus Ambassador")
      .filter((r) => r.record.email === "meera.js@college.edu");
    expect(stored?.record.graduation_year).toBe("2023");
    await context.close();
  });

  it("records an enrollment with the course page's address", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/ece/vlsi`);
    const form = page.getByRole("form", { name: "Enroll in VLSI Design" });
    await form.getByLabel("Full name").fill("Dev Patel");
    await form.getByLabel("Email address").fill("dev.js@example.org");
    await form.getByLabel("Contact number").fill("0123456789");
    await form.getByLabel("Institute name").fill("Nirma University");
    await form.getByRole("button", { name: "Enroll now" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Success!",
      text: "Your enrollment has been recorded!",
    });
    const [stored] = env.site
      .records("courseFormData")
      .filter((r) => r.record.email === "dev.js@example.org");
    expect(stored?.record.url).toBe(`${env.site.url}/ece/vlsi`);
    await context.close();
  });

  it("takes a phone number as people type it, '+91 98765 43210', with no live error, and stores 9876543210", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/`);
    const form = page.getByRole("form", { name: "Request Call Back" });
    const phone = form.getByLabel("Phone number");
    expect(await phone.getAttribute("type")).toBe("tel");
    expect(await phone.getAttribute("inputmode")).toBe("tel");
    expect(await phone.getAttribute("maxlength")).toBe("24");
    // Typed key by key: short of its last digit the number is refused, so the live checks are running.
    await phone.pressSequentially("+91 98765 4321");
    await form.getByText("Invalid phone number. Please enter 10 digits.").waitFor();
    await phone.pressSequentially("0");
    await form
      .getByText("Invalid phone number. Please enter 10 digits.")
      .waitFor({ state: "detached" });
    expect(await phone.getAttribute("aria-invalid")).toBeNull();
    expect(await phone.inputValue()).toBe("+91 98765 43210");
    await form.getByLabel("Full name").fill("Asha Rao");
    await form.getByLabel("Email address").fill("asha.typed@example.com");
    await form.getByLabel("Course", { exact: true }).selectOption("AWS");
    await form.getByRole("button", { name: "Request Call Back" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Success!",
      text: "Data submitted successfully!",
    });
    const stored = env.site
      .records("RCB Leads")
      .filter((r) => r.record.email === "asha.typed@example.com");
    expect(stored.map((r) => r.record.phone)).toEqual(["9876543210"]);
    await context.close();
  });

  it("subscribes to the newsletter from the footer without leaving the page", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/about`);
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Email address").fill("reader.js@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect((await dialogText(page)).title).toBe("Success!");
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(
      env.site.records("newsletter").filter((r) => r.record.email === "reader.js@example.com"),
    ).toHaveLength(1);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("shows the server's messages, the dialog and the typed values, and the dialog closes", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/Contact`, { hydrated: false });
    const form = contactForm(page);
    await form.getByLabel("Your name").fill("Ravi Kumar");
    await form.getByLabel("Email address").fill("ravi@");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();
    expect(await dialogText(page)).toEqual({
      title: "Validation Error",
      text: "Please fill in all fields correctly before submitting.",
    });
    expect(await page.getByText("Invalid email address.").isVisible()).toBe(true);
    expect(await page.getByText("This field is required.").count()).toBe(2);
    expect(await form.getByLabel("Your name").inputValue()).toBe("Ravi Kumar");
    expect(await form.getByLabel("Email address").inputValue()).toBe("ravi@");
    await closeDialog(page);
    await context.close();
  });

  it("sends a valid form and shows the success dialog on an empty form", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/`, { hydrated: false });
    const form = page.getByRole("form", { name: "Request Call Back" });
    await form.getByLabel("Full name").fill("Asha Rao");
    await form.getByLabel("Phone number").fill("9876543210");
    await form.getByLabel("Email address").fill("asha.nojs@example.com");
    await form.getByLabel("Course", { exact: true }).selectOption("Robotics");
    await form.getByRole("button", { name: "Request Call Back" }).click();
    await page.waitForURL(`${env.site.url}/?sent=callback#registration`);
    expect(await dialogText(page)).toEqual({
      title: "Success!",
      text: "Data submitted successfully!",
    });
    expect(await form.getByLabel("Full name").inputValue()).toBe("");
    const stored = env.site
      .records("RCB Leads")
      .filter((r) => r.record.email === "asha.nojs@example.com");
    expect(stored.map((r) => r.record.course)).toEqual(["Robotics"]);
    await context.close();
  });

  it("opens the 'Join Now' modal as a link target", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/campusAmb`, { hydrated: false });
    expect(await page.locator("dialog#join").isVisible()).toBe(false);
    await page.getByRole("link", { name: "Join Now" }).click();
    await page.locator("dialog#join").waitFor();
    expect(await page.locator("dialog#join").getByLabel("College").isVisible()).toBe(true);
    await context.close();
  });
});
