// __NAME__'s contact section: a heading, an invitation, the ways to reach you, and the shared brief form.
import { BriefForm, safeHref, useKit, type SectionProps } from '@folio/template-sdk';
import type { ContactContent } from '../content';

export function Contact({ content }: SectionProps<ContactContent>) {
  const { Text, Link, List, mode } = useKit();
  const socials = content.social_links ?? [];
  const mailto = safeHref(`mailto:${content.email ?? ''}`);
  return (
    <section className="__ROOT__-section __ROOT__-contact">
      <div className="__ROOT__-contact-copy">
        <Text path="subheading" value={content.subheading} as="p" className="__ROOT__-eyebrow" placeholder="Contact" />
        <Text
          path="heading"
          value={content.heading}
          as="h2"
          className="__ROOT__-heading"
          placeholder="Let's work together"
        />
        <Text
          path="text"
          value={content.text}
          as="p"
          multiline
          className="__ROOT__-lead"
          placeholder="Invite people to get in touch"
        />
        {mode === 'edit' ? (
          <Text path="email" value={content.email} as="p" className="__ROOT__-email" placeholder="Email" />
        ) : (
          content.email &&
          mailto && (
            <p className="__ROOT__-email">
              <a href={mailto}>{content.email}</a>
            </p>
          )
        )}
        {/* Every field the schema offers is drawn: the check fails on one a designer could fill but never see. */}
        <Text path="phone" value={content.phone} as="p" className="__ROOT__-muted" placeholder="Phone" />
        <Text path="address" value={content.address} as="p" className="__ROOT__-muted" placeholder="Studio address" />
        <Text path="availability" value={content.availability} as="p" className="__ROOT__-muted" placeholder="When you can start" />
        {(socials.length > 0 || mode === 'edit') && (
          <List
            path="social_links"
            items={socials}
            itemKey={(social, index) => `${index}-${social.platform}`}
            itemLabel="link"
            newItem={() => ({ platform: '', url: '' })}
            as="ul"
            className="__ROOT__-socials"
            renderItem={(social, _index, itemPath) => (
              <li>
                <Link path={`${itemPath}.url`} href={social.url} className="__ROOT__-link">
                  <Text path={`${itemPath}.platform`} value={social.platform} />
                </Link>
              </li>
            )}
          />
        )}
      </div>
      <div className="__ROOT__-contact-form">
        <Text path="description" value={content.description} as="p" className="__ROOT__-strong" placeholder="A line above the form" />
        <BriefForm
          button={content.button}
          promise={content.response_time}
          disabled={mode === 'edit'}
          classPrefix="__ROOT__"
        />
      </div>
    </section>
  );
}
