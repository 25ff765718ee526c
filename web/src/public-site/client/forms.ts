import { errorKeyForServerField, inquiryFields, validateInquiry, type InquiryField, type InquiryErrors } from './validate';
import { readCookie } from './prefs';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Messages come from the page (data-msg-*), so the script itself holds no language. */
function msg(form: HTMLFormElement, key: string): string {
  return form.getAttribute(`data-msg-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`) ?? '';
}

function control(form: HTMLFormElement, field: string): Control | null {
  return form.querySelector<Control>(`[name="${field}"]`);
}

function setFieldError(form: HTMLFormElement, field: string, text: string | null): void {
  const input = control(form, field);
  const slot = form.querySelector<HTMLElement>(`#f-${field}-error`);
  if (!input || !slot) return;
  slot.textContent = text ?? '';
  slot.hidden = !text;
  if (text) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function showAlert(form: HTMLFormElement, text: string | null): void {
  const alert = form.querySelector<HTMLElement>('#form-alert');
  if (!alert) return;
  alert.textContent = text ?? '';
  alert.hidden = !text;
}

function showErrors(form: HTMLFormElement, errors: Partial<Record<InquiryField, string>>): void {
  for (const field of inquiryFields) setFieldError(form, field, errors[field] ?? null);
  const first = inquiryFields.find((f) => errors[f]);
  if (first) control(form, first)?.focus();
}

function localised(form: HTMLFormElement, errors: InquiryErrors): Partial<Record<InquiryField, string>> {
  const out: Partial<Record<InquiryField, string>> = {};
  for (const [field, key] of Object.entries(errors)) out[field as InquiryField] = msg(form, key);
  return out;
}

function post(body: string): Promise<Response> {
  return fetch('/api/v1/public/inquiries/', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'X-CSRFToken': readCookie('csrftoken') ?? '' },
    body,
  });
}

async function submit(form: HTMLFormElement, button: HTMLButtonElement): Promise<void> {
  const values = Object.fromEntries(inquiryFields.map((f) => [f, control(form, f)?.value ?? ''])) as Record<InquiryField, string>;
  const errors = validateInquiry(values);
  if (Object.keys(errors).length) {
    showAlert(form, msg(form, 'summary'));
    showErrors(form, localised(form, errors));
    return;
  }
  showErrors(form, {});
  showAlert(form, null);
  const body = JSON.stringify({
    kind: form.dataset.kind,
    ...values,
    email: values.email.trim().toLowerCase(),
    website: control(form, 'website')?.value ?? '',
  });
  const label = button.textContent;
  button.disabled = true;
  button.textContent = form.dataset.sending ?? label;
  try {
    let res = await post(body);
    // A first visit may race the csrftoken cookie; the failed reply sets it, so retry once.
    if (res.status === 403 && readCookie('csrftoken')) res = await post(body);
    if (res.status === 201) return done(form);
    if (res.status === 429) return showAlert(form, msg(form, 'tooMany'));
    if (res.status === 400) return serverErrors(form, await res.json().catch(() => null));
    showAlert(form, msg(form, 'server'));
  } catch {
    showAlert(form, msg(form, 'network'));
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}

function serverErrors(form: HTMLFormElement, body: unknown): void {
  const fields = (body as { details?: { fields?: Record<string, string> } } | null)?.details?.fields ?? {};
  const errors: Partial<Record<InquiryField, string>> = {};
  for (const [field, text] of Object.entries(fields)) {
    const key = errorKeyForServerField(field);
    if (key) errors[field as InquiryField] = msg(form, key) || text;
  }
  showAlert(form, Object.keys(errors).length ? msg(form, 'summary') : msg(form, 'server'));
  showErrors(form, errors);
}

function done(form: HTMLFormElement): void {
  const success = document.getElementById('form-success');
  form.hidden = true;
  if (success) {
    success.hidden = false;
    success.focus();
  }
}

/** Enhances every inquiry form on the page; typed values are never cleared on an error. */
export function initForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-inquiry-form]')) {
    form.noValidate = true;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) continue;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!button.disabled) void submit(form, button);
    });
  }
}
