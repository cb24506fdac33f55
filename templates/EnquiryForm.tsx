/**
 * The enquiry form (docs/decisions.md, "Enquiry form"): a plain HTML form that posts without JavaScript, with visible
 * labels, the right `autocomplete`, and a honeypot. The e-mail address is required, so that a form sent without
 * JavaScript too always says where to reply; the phone number is optional. `src/client/enquiry.ts` adds the inline
 * checks (messages in the `data-` attributes) and, where the receiver's answer can be read (`data-fetch`), sends it
 * with `fetch` and shows one of the two messages of the `<template>`s after it. `full` asks everything; `short`
 * (service and occasion pages) leaves out the guest count and the budget.
 */
import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import {
  ENQUIRY_FIELDS as F,
  NETLIFY_FORM_NAMES,
  OTHER_OCCASION,
  type EnquiryFormView,
  type EnquiryOption,
} from '../src/site/enquiry-fields.ts';
import type { CtaView } from '../src/site/view-types.ts';
import { CtaBand, Section } from './parts.tsx';
import { useView } from './view-context.tsx';

/** A Turkish or international phone number as people type it: 8–15 digits, spaces, brackets, dots, hyphens, a leading +. */
const PHONE_PATTERN = String.raw`[\s\(]*\+?(?:[\s\(\)\.\-]*\d){8,15}[\s\(\)\.\-]*`;

type FieldProps = {
  name: 'name' | 'phone' | 'email' | 'occasion' | 'date' | 'guests' | 'budget' | 'message';
  copy: EnquiryFormView['copy'];
  optional?: boolean;
  hint?: string;
  wide?: boolean;
  /** The `<input>`'s own attributes; `children` stands in for the `<input>` when given. */
  input?: InputHTMLAttributes<HTMLInputElement>;
  children?: ReactNode;
};

/** A labelled input: the label (with "optional" where it may be left empty), the control, its hint and its error. */
function Field({ name, copy, optional, hint, wide, input, children }: FieldProps): ReactElement {
  const id = `enq-${name}`;
  const error = name in copy.errors ? copy.errors[name as keyof typeof copy.errors] : undefined;
  return (
    <div className={wide ? 'field wide' : 'field'}>
      <label htmlFor={id}>
        {copy[name]}
        {optional ? <span className="opt"> ({copy.optional})</span> : null}
      </label>
      {children ?? (
        <input id={id} name={F[name]} {...input} data-error={error} aria-describedby={described(id, Boolean(hint))} />
      )}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="field-error" id={`${id}-error`} />
    </div>
  );
}

/** `aria-describedby` of a control: its hint (when it has one) and its error. */
const described = (id: string, hint = false) => (hint ? `${id}-hint ${id}-error` : `${id}-error`);

export function EnquiryForm({ form, variant }: { form: EnquiryFormView; variant: 'full' | 'short' }): ReactElement {
  const { copy } = form;
  const netlifyName = form.netlify ? NETLIFY_FORM_NAMES[variant] : undefined;
  const { assets, contact } = useView().frame;
  return (
    <div className={`enquiry ${variant}`}>
      {/* The form's own rules: a page without the form does not wait for them before its first paint. */}
      <link rel="stylesheet" href={assets.componentCss.enquiry} />
      <h2 id="enq-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <form
        method="post"
        action={form.action}
        aria-labelledby="enq-heading"
        data-enquiry=""
        data-fetch={form.fetch ? '' : undefined}
        name={netlifyName}
        data-netlify={netlifyName ? 'true' : undefined}
        {...(netlifyName ? { 'netlify-honeypot': F.honeypot } : {})}
      >
        {netlifyName ? <input type="hidden" name="form-name" value={netlifyName} /> : null}
        {form.hidden.map((h) => (
          <input key={h.name} type="hidden" name={h.name} value={h.value} />
        ))}
        <div className="sr" aria-hidden="true">
          <label htmlFor="enq-hp">{copy.honeypot}</label>
          <input id="enq-hp" name={F.honeypot} tabIndex={-1} autoComplete="off" />
        </div>
        <Fields form={form} variant={variant} />
        <button type="submit" className="btn btn-gold" data-sending={copy.sending}>
          {copy.submit}
        </button>
      </form>
      {/* Where the script says how sending went, and the two messages it may show there. */}
      <div className="form-status" id="enq-status" role="status" tabIndex={-1} />
      <template id="enq-sent">
        <p>{form.copy.sent}</p>
      </template>
      <template id="enq-failed">
        <p>
          {form.failed.before}
          <a href={contact.tel}>{form.failed.term}</a>
          {form.failed.after}
        </p>
      </template>
    </div>
  );
}

/** The visible fields: who, how to reach them, the event, the message and the consent. */
function Fields({ form, variant }: { form: EnquiryFormView; variant: 'full' | 'short' }): ReactElement {
  const { copy } = form;
  return (
    <div className="fields">
      <Field name="name" copy={copy} wide input={{ autoComplete: 'name', required: true, maxLength: 100 }} />
      <Field
        name="phone"
        copy={copy}
        optional
        hint={copy.phoneHint}
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', pattern: PHONE_PATTERN, maxLength: 30 }}
      />
      <Field
        name="email"
        copy={copy}
        input={{ type: 'email', autoComplete: 'email', required: true, maxLength: 254 }}
      />
      <Field name="occasion" copy={copy} optional>
        <Select
          name="occasion"
          choose={copy.occasionChoose}
          options={[...form.occasions, { value: OTHER_OCCASION, label: copy.occasionOther }]}
          selected={form.selected}
        />
      </Field>
      <Field name="date" copy={copy} optional hint={copy.dateHint} input={{ type: 'date' }} />
      {variant === 'full' ? (
        <>
          <Field
            name="guests"
            copy={copy}
            optional
            input={{ type: 'number', inputMode: 'numeric', min: 1, max: 5000, step: 1 }}
          />
          <Field name="budget" copy={copy} optional>
            <Select name="budget" choose={copy.budgetChoose} options={form.budgets} />
          </Field>
        </>
      ) : null}
      <Field name="message" copy={copy} optional hint={copy.messageHint} wide>
        <textarea
          id="enq-message"
          name={F.message}
          rows={variant === 'full' ? 5 : 3}
          maxLength={3000}
          aria-describedby={described('enq-message', true)}
        />
      </Field>
      <div className="consent wide">
        <input
          id="enq-consent"
          name={F.consent}
          type="checkbox"
          value="yes"
          required
          data-error={copy.errors.consent}
          aria-describedby="enq-consent-error"
        />
        <label htmlFor="enq-consent">
          {form.consent.before}
          <a href={form.privacyHref}>{form.consent.term}</a>
          {form.consent.after}
        </label>
        <p className="field-error" id="enq-consent-error" />
      </div>
    </div>
  );
}

type SelectProps = {
  name: 'occasion' | 'budget';
  choose: string;
  options: readonly EnquiryOption[];
  selected?: string;
};

/** A menu whose first, empty option asks to choose; it starts on `selected` when given. */
function Select({ name, choose, options, selected }: SelectProps): ReactElement {
  return (
    <select id={`enq-${name}`} name={F[name]} aria-describedby={described(`enq-${name}`)} defaultValue={selected ?? ''}>
      <option value="">{choose}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The short enquiry form on a tinted band where the site receives one, else the band calling to the contact page's. */
export function EnquiryOrCta({ form, cta }: { form: EnquiryFormView | undefined; cta: CtaView }): ReactElement {
  return form ? (
    <Section className="tint" wrap="narrow">
      <EnquiryForm form={form} variant="short" />
    </Section>
  ) : (
    <CtaBand cta={cta} />
  );
}
