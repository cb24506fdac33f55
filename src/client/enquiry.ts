/**
 * The enquiry form with JavaScript (docs/decisions.md, "Enquiry form"). Each field is checked when it is left and again
 * on sending, with the messages in the page's language that the markup carries (`data-error` of a field). A form whose
 * receiver answers the page's script readably (`data-fetch`: Formspree's JSON with CORS headers, or Netlify Forms on
 * the site itself) is then sent with `fetch`, encoded as the browser encodes it without JavaScript: a 2xx answer, or a
 * redirect to the thank-you page, counts as sent and the form gives way to the thank-you message; anything else leaves
 * the form as it was, with the failure message and the phone number under it. Any other receiver may take the enquiry
 * yet send no CORS headers, and a script would read its answer as a failure and invite the visitor to send it again:
 * there the browser posts the form itself and follows the redirect to the thank-you page. A link naming an occasion
 * in its query starts the occasion menu on it.
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
  // A link from a page about one occasion names it (`?occasion=kina-gecesi`): the menu starts on it, unless a
  // choice is already there (the browser restoring the form).
  const menu = form.querySelector<HTMLSelectElement>('select[name=occasion]');
  const wanted = new URLSearchParams(location.search).get('occasion');
  const option = menu && !menu.value ? [...menu.options].find((o) => o.value && o.value === wanted) : undefined;
  if (option) option.selected = true;
  const controls = [...form.querySelectorAll<Control>('[data-error]')];
  const button = form.querySelector<HTMLButtonElement>('[data-sending]')!;
  const label = button.textContent;
  /** True while the browser posts the form: a second click would post the enquiry twice. */
  let posting = false;

  /** Shows the field's message (none when it is valid); true when it is valid. */
  const check = (control: Control): boolean => {
    const valid = control.validity.valid;
    text(`${control.id}-error`, valid ? '' : (control.dataset.error ?? ''));
    control.setAttribute('aria-invalid', String(!valid));
    return valid;
  };

  // A field is checked once left after a change; one marked invalid is checked again at each keystroke.
  const recheck = (event: Event): void => {
    const control = event.target as Control;
    if (!control.dataset.error || (event.type === 'input' && control.getAttribute('aria-invalid') !== 'true')) return;
    check(control);
  };
  form.addEventListener('change', recheck);
  form.addEventListener('input', recheck);
  // Back on the page from the thank-you page (kept in the back/forward cache): the form may be sent again.
  window.addEventListener('pageshow', () => {
    posting = false;
    button.textContent = label;
  });

  // Sends the form with fetch and shows the outcome; a failure is shown, never thrown.
  const post = async (): Promise<void> => {
    button.disabled = true;
    let sent = false;
    try {
      // The fields as a browser sends a form (application/x-www-form-urlencoded): no preflight, one format to read.
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      const response = await fetch(form.action, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        redirect: 'manual',
      });
      sent = response.ok || response.type === 'opaqueredirect';
    } catch {
      // Offline, refused or blocked: the failure message says what to do.
    }
    button.disabled = false;
    button.textContent = label;
    status.replaceChildren(
      (document.getElementById(sent ? 'enq-sent' : 'enq-failed') as HTMLTemplateElement).content.cloneNode(true),
    );
    status.classList.toggle('failed', !sent);
    if (sent) {
      form.hidden = true;
      status.focus();
    }
  };
  form.addEventListener('submit', (event) => {
    const invalid = controls.filter((c) => !check(c));
    if (invalid.length > 0 || posting) {
      event.preventDefault();
      return invalid[0]?.focus();
    }
    button.textContent = button.dataset.sending ?? '';
    if (!form.hasAttribute('data-fetch')) {
      posting = true;
      return;
    }
    event.preventDefault();
    void post();
  });
}
