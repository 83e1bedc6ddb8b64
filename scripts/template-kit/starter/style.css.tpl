/* __NAME__'s styles: every selector starts with the root class .__ROOT__, so nothing leaks into the builder or the app. */
.__ROOT__ {
  --__ROOT__-margin: 20px;
  --__ROOT__-gap: 16px;
  --__ROOT__-rule: color-mix(in srgb, var(--__ROOT__-ink) 14%, transparent);
  background: var(--__ROOT__-bg);
  color: var(--__ROOT__-ink);
  font-family: var(--__ROOT__-font-body);
  font-size: 17px;
  line-height: 1.6;
  min-height: 100vh;
}
@media (min-width: 768px) {
  .__ROOT__ {
    --__ROOT__-margin: 40px;
    --__ROOT__-gap: 24px;
  }
}
@media (min-width: 1280px) {
  .__ROOT__ {
    --__ROOT__-margin: 64px;
  }
}
.__ROOT__ *,
.__ROOT__ *::before,
.__ROOT__ *::after {
  box-sizing: border-box;
}
.__ROOT__ a {
  color: inherit;
}
.__ROOT__ img {
  display: block;
  max-width: 100%;
}
.__ROOT__ :focus-visible {
  outline: 2px solid var(--__ROOT__-accent);
  outline-offset: 3px;
}
.__ROOT__ h1,
.__ROOT__ h2,
.__ROOT__ h3 {
  font-family: var(--__ROOT__-font-heading);
  font-weight: 400;
  line-height: 1.1;
  margin: 0;
}

/* Navigation and footer */
.__ROOT__-nav {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 20px var(--__ROOT__-margin);
  border-bottom: 1px solid var(--__ROOT__-rule);
  font-size: 15px;
}
.__ROOT__-nav ul {
  display: flex;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.__ROOT__-nav a {
  text-decoration: none;
}
.__ROOT__-nav a:hover {
  text-decoration: underline;
}
.__ROOT__-nav-name {
  font-weight: 600;
}
.__ROOT__-footer {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  padding: 32px var(--__ROOT__-margin);
  border-top: 1px solid var(--__ROOT__-rule);
  color: var(--__ROOT__-muted);
  font-size: 14px;
}

/* Sections */
.__ROOT__-section {
  padding: 64px var(--__ROOT__-margin);
  border-top: 1px solid var(--__ROOT__-rule);
}
@media (min-width: 1024px) {
  .__ROOT__-section {
    padding-block: 112px;
  }
}
.__ROOT__-heading {
  font-size: clamp(32px, 5vw, 40px);
  margin-bottom: 40px;
}
.__ROOT__-lead {
  font-size: clamp(18px, 2vw, 21px);
  line-height: 1.5;
  margin: 0 0 24px;
  max-width: 38em;
}
.__ROOT__-body {
  margin: 0;
  color: var(--__ROOT__-muted);
}
.__ROOT__-strong {
  font-weight: 600;
}
.__ROOT__-muted {
  color: var(--__ROOT__-muted);
}
.__ROOT__-cover {
  width: 100%;
  height: 100%;
  object-fit: cover;
  border-radius: 6px;
}
.__ROOT__-link {
  color: var(--__ROOT__-ink);
  font-weight: 600;
  text-underline-offset: 4px;
}

/* Hero */
.__ROOT__-hero {
  position: relative;
  display: grid;
  gap: 40px;
  padding: 72px var(--__ROOT__-margin) 88px;
}
@media (min-width: 1024px) {
  .__ROOT__-hero {
    grid-template-columns: 7fr 5fr;
    align-items: end;
    padding-block: 120px;
  }
}
.__ROOT__-eyebrow {
  margin: 0 0 20px;
  color: var(--__ROOT__-muted);
  font-size: 14px;
  letter-spacing: 0.08em;
  text-transform: uppercase;
}
.__ROOT__-hero-title {
  font-size: clamp(40px, 7vw, 64px);
  margin-bottom: 28px;
  overflow-wrap: anywhere;
}
.__ROOT__ .__ROOT__-hero-name {
  margin: 0;
  font: inherit;
  font-weight: 600;
}
.__ROOT__-hero-media {
  aspect-ratio: 4 / 5;
}
/* The builder's button for adding a hero picture: in a corner, taking no room. */
.__ROOT__-hero-add-media {
  position: absolute;
  top: 12px;
  left: var(--__ROOT__-margin);
  z-index: 1;
}

/* About */
.__ROOT__-about-grid {
  display: grid;
  gap: 40px;
}
@media (min-width: 768px) {
  .__ROOT__-about-grid {
    grid-template-columns: 5fr 7fr;
    align-items: start;
  }
}
.__ROOT__-about-media {
  aspect-ratio: 4 / 5;
  max-width: 420px;
}
.__ROOT__-about-id {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0 0 24px;
}
.__ROOT__-skills {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.__ROOT__-skills li {
  padding: 6px 14px;
  border: 1px solid var(--__ROOT__-rule);
  border-radius: 999px;
  background: var(--__ROOT__-surface);
  font-size: 14px;
}

/* Work */
.__ROOT__-projects {
  display: grid;
  gap: 56px var(--__ROOT__-gap);
}
@media (min-width: 768px) {
  .__ROOT__-projects {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
.__ROOT__-project {
  display: flex;
  flex-direction: column;
  gap: 12px;
}
.__ROOT__-project-media {
  aspect-ratio: 4 / 3;
  background: var(--__ROOT__-surface);
  border-radius: 6px;
}
.__ROOT__-project-meta {
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin: 8px 0 0;
  color: var(--__ROOT__-muted);
  font-size: 14px;
}
.__ROOT__-project-title {
  font-size: 24px;
}
/* The list layout: one project a row, a small picture beside its words. */
.__ROOT__-work--list .__ROOT__-projects {
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
}
.__ROOT__-work--list .__ROOT__-project {
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  align-items: start;
  gap: 20px;
}
@media (min-width: 768px) {
  .__ROOT__-work--list .__ROOT__-project {
    grid-template-columns: 240px minmax(0, 1fr);
  }
}

/* Contact */
.__ROOT__-contact {
  display: grid;
  gap: 48px;
}
@media (min-width: 1024px) {
  .__ROOT__-contact {
    grid-template-columns: 1fr 1fr;
  }
}
.__ROOT__-email {
  margin: 0 0 24px;
  font-family: var(--__ROOT__-font-heading);
  font-size: clamp(22px, 3vw, 28px);
  overflow-wrap: anywhere;
}
.__ROOT__-socials {
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.__ROOT__-contact-form {
  padding: 28px;
  background: var(--__ROOT__-surface);
  border: 1px solid var(--__ROOT__-rule);
  border-radius: 6px;
}

/* The brief form (templates/shared/BriefForm.tsx, with classPrefix "__ROOT__") */
.__ROOT__-brief {
  display: grid;
  gap: 16px;
}
.__ROOT__-brief-row {
  display: grid;
  gap: 16px;
}
@media (min-width: 640px) {
  .__ROOT__-brief-row {
    grid-template-columns: 1fr 1fr;
  }
}
.__ROOT__-field {
  display: grid;
  gap: 6px;
}
.__ROOT__-field label {
  font-size: 14px;
  font-weight: 600;
}
.__ROOT__-field input,
.__ROOT__-field select,
.__ROOT__-field textarea {
  width: 100%;
  padding: 10px 12px;
  border: 1px solid color-mix(in srgb, var(--__ROOT__-ink) 35%, transparent);
  border-radius: 4px;
  background: var(--__ROOT__-bg);
  color: var(--__ROOT__-ink);
  font: inherit;
}
.__ROOT__-field textarea {
  min-height: 120px;
  resize: vertical;
}
.__ROOT__-field [aria-invalid='true'] {
  border-color: #b3261e;
}
.__ROOT__-field-error {
  margin: 0;
  color: #b3261e;
  font-size: 14px;
}
.__ROOT__-brief-footer {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
}
.__ROOT__-button {
  padding: 12px 24px;
  border: 0;
  border-radius: 999px;
  background: var(--__ROOT__-ink);
  color: var(--__ROOT__-bg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.__ROOT__-button--ghost {
  background: transparent;
  color: var(--__ROOT__-ink);
  border: 1px solid var(--__ROOT__-ink);
}
.__ROOT__-button:disabled {
  opacity: 0.6;
  cursor: not-allowed;
}
.__ROOT__-promise {
  margin: 0;
  color: var(--__ROOT__-muted);
  font-size: 14px;
}
.__ROOT__-brief-sent {
  display: grid;
  gap: 16px;
  justify-items: start;
}
