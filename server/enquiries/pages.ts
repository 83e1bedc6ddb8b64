import { BRIEF_HIDDEN, BRIEF_LABELS, BUDGETS, type BriefField } from '../../model/enquiry';
import { plainPage } from '../pages/plain';
import { escapeHtml } from '../../model/html';

// The pages a brief posted without JavaScript may land on besides its own page's thank-you: the
// form again with what was typed and what to fix, and a plain thank-you. No script.

export type BriefPageState = {
  action: string;
  /** The page it was sent from, as the server names it. */
  page: string;
  /** That page's address as the visitor reads it (at a custom domain, / and /{project-slug}). */
  back: string;
  values: Partial<Record<BriefField, string>>;
  fieldErrors: Partial<Record<BriefField, string>>;
  /** About the whole brief (sent too quickly, too many). */
  formError?: string;
  /** A fresh signed start time: sent again from here, the brief is not refused as too fast. */
  started: string;
  thanks: string;
};

/** The brief again, as it was sent, with what to fix: nothing typed is lost. */
export function briefFormPage(state: BriefPageState) {
  const { values, fieldErrors } = state;
  const problems = Object.values(fieldErrors).filter(Boolean);
  const described = (name: BriefField) =>
    fieldErrors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const wrap = (
    name: BriefField,
    control: string,
  ) => `<div class="field${fieldErrors[name] ? ' invalid' : ''}">
<label for="${name}">${BRIEF_LABELS[name]}</label>
${control}
${fieldErrors[name] ? `<p class="field-error" id="${name}-error">${escapeHtml(fieldErrors[name])}</p>` : ''}
</div>`;
  const input = (name: BriefField, extra = '') =>
    wrap(
      name,
      `<input id="${name}" name="${name}"${extra}${described(name)} value="${escapeHtml(values[name] ?? '')}">`,
    );
  const budget = wrap(
    'budget',
    `<select id="budget" name="budget"${described('budget')}><option value="">Select a range</option>${BUDGETS.map(
      (option) =>
        `<option value="${option}"${values.budget === option ? ' selected' : ''}>${option}</option>`,
    ).join('')}</select>`,
  );
  const summary = [state.formError, problems.length > 0 ? 'Please check the fields below.' : '']
    .filter(Boolean)
    .join(' ');
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return plainPage(
    'Please check your brief',
    `<section class="card" aria-labelledby="title">
<p class="eyebrow">Project brief</p>
<h1 id="title">Please check your brief</h1>
<p class="lead">Your brief has not been sent yet. Everything you typed is still here.</p>
${
  summary
    ? `<div class="form-error" role="alert"><strong>${escapeHtml(summary)}</strong>${
        problems.length > 0
          ? `<ul>${problems.map((problem) => `<li>${escapeHtml(problem!)}</li>`).join('')}</ul>`
          : ''
      }</div>`
    : ''
}
<form method="post" action="${escapeHtml(state.action)}" aria-label="Project brief">
<div class="row">${input('name', ' autocomplete="name" required')}${input('email', ' type="email" autocomplete="email" required')}</div>
<div class="row">${input('company', ' autocomplete="organization"')}${input('project')}</div>
${budget}
${wrap('message', `<textarea id="message" name="message" rows="6" required${described('message')}>${escapeHtml(values.message ?? '')}</textarea>`)}
<div class="honeypot" aria-hidden="true"><label for="gotcha">Leave this field empty</label>
<input id="gotcha" name="${BRIEF_HIDDEN.honeypot}" tabindex="-1" autocomplete="off"></div>
${hidden(BRIEF_HIDDEN.started, state.started)}
${hidden(BRIEF_HIDDEN.page, state.page)}
${hidden(BRIEF_HIDDEN.thanks, state.thanks)}
<div class="actions"><button class="button" type="submit">Send brief</button>
<a href="${escapeHtml(state.back)}">Back to the portfolio</a></div>
</form>
</section>`,
  );
}

/** Where a brief sent without script lands when its page's thank-you cannot be named. */
export function briefThanksPage(page: string) {
  return plainPage(
    'Brief sent',
    `<section class="card" aria-labelledby="title">
<p class="eyebrow">Project brief</p>
<h1 id="title">Thank you, your brief is on its way.</h1>
<p class="lead">It went straight to the designer&#39;s inbox. Expect a reply within 24H.</p>
<div class="actions"><a class="button" href="${escapeHtml(page)}">Back to the portfolio</a></div>
</section>`,
  );
}

/** A page that does not take briefs (unknown, unpublished). */
export function briefMissingPage() {
  return plainPage(
    'Portfolio not found',
    `<section class="card" aria-labelledby="title">
<h1 id="title">Portfolio not found</h1>
<p class="lead">This portfolio does not exist or is not published, so your brief was not sent.</p>
<div class="actions"><a class="button" href="/">Go to Homepage</a></div>
</section>`,
  );
}
