/**
 * The enquiry form with JavaScript (decision 28, issue 28 §1). Each field is checked when it is left and again on
 * sending, with the messages in the page's language that the markup carries (`data-error` of a field, `data-contact`
 * of the form: a phone number or an e-mail address, at least one). The form is then sent with `fetch`, encoded as
 * the browser encodes it without JavaScript. A 2xx answer, or a redirect (the endpoint sending the browser on to the
 * thank-you page), counts as sent: the form gives way to the thank-you message. Anything else leaves the form as
 * it was, with the failure message and the phone number under it. Without JavaScript the form simply posts.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const text = (id: string, value: string): void => {
  document.getElementById(id)!.textContent = value;
};

export function initEnquiry(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-enquiry]');
  const status = document.getElementById('enq-status');
  if (!form || !status) return;
  form.noValidate = true;
  const phone = form.elements.namedItem('phone') as HTMLInputElement;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const controls = [...form.querySelectorAll<Control>('[data-error]')];
  const button = form.querySelector<HTMLButtonElement>('[data-sending]')!;

  /** Shows the field's message (none when it is valid); true when it is valid. */
  const check = (control: Control): boolean => {
    const own = control.validity.valid ? '' : (control.dataset.error ?? '');
    text(`${control.id}-error`, own);
    let invalid = own !== '';
    if (control === phone || control === email) {
      const missing = !phone.value.trim() && !email.value.trim();
      text('enq-contact-error', missing ? (form.dataset.contact ?? '') : '');
      invalid ||= missing;
    }
    control.setAttribute('aria-invalid', String(invalid));
    return !invalid;
  };

  // A field is checked once left after a change; one marked invalid is checked again at each keystroke.
  const recheck = (event: Event): void => {
    const control = event.target as Control;
    if (!control.dataset.error || (event.type === 'input' && control.getAttribute('aria-invalid') !== 'true')) return;
    for (const c of control === phone || control === email ? [phone, email] : [control]) check(c);
  };
  form.addEventListener('change', recheck);
  form.addEventListener('input', recheck);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const invalid = controls.filter((c) => !check(c));
    if (invalid.length > 0) return invalid[0]!.focus();
    const label = button.textContent;
    button.disabled = true;
    button.textContent = button.dataset.sending ?? '';
    let sent = false;
    try {
      // The fields as a browser sends a form (application/x-www-form-urlencoded): no preflight, one format to read.
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' }, redirect: 'manual' });
      sent = response.ok || response.type === 'opaqueredirect';
    } catch {
      // Offline, refused or blocked: the failure message says what to do.
    }
    button.disabled = false;
    button.textContent = label;
    status.replaceChildren((document.getElementById(sent ? 'enq-sent' : 'enq-failed') as HTMLTemplateElement).content.cloneNode(true));
    status.classList.toggle('failed', !sent);
    if (sent) {
      form.hidden = true;
      status.focus();
    }
  });
}
