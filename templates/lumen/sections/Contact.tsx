import { BriefForm, safeHref, useKit, type SectionProps } from '@folio/template-sdk';
import type { ContactContent } from '../content';

export function Contact({ content }: SectionProps<ContactContent>) {
  const { Text, Link, List, mode } = useKit();
  const mailto = content.email ? `mailto:${content.email}` : undefined;
  return (
    <section className="lum-contact">
      <div className="lum-contact-copy">
        <Text
          path="subheading"
          value={content.subheading}
          as="p"
          className="lum-kicker"
          placeholder="Contact"
        />
        <Text
          path="heading"
          value={content.heading}
          as="h2"
          className="lum-contact-title"
          placeholder="Let's make pictures."
        />
        <Text
          path="text"
          value={content.text}
          as="p"
          multiline
          className="lum-contact-text"
          placeholder="What you are available for"
        />
        {(content.email || mode === 'edit') && (
          <p className="lum-contact-email">
            {mode === 'view' && safeHref(mailto) ? (
              <a href={mailto}>{content.email}</a>
            ) : (
              <Text path="email" value={content.email} placeholder="Email" />
            )}
          </p>
        )}
        {(content.phone || mode === 'edit') && (
          <p className="lum-muted">
            <Text path="phone" value={content.phone} placeholder="Phone" />
          </p>
        )}
        {(content.address || mode === 'edit') && (
          <p className="lum-muted">
            <Text path="address" value={content.address} placeholder="Studio address" />
          </p>
        )}
        {(content.availability || mode === 'edit') && (
          <p className="lum-availability">
            <Text
              path="availability"
              value={content.availability}
              placeholder="When you can travel"
            />
          </p>
        )}
        {((content.social_links ?? []).length > 0 || mode === 'edit') && (
          <List
            path="social_links"
            items={content.social_links ?? []}
            itemKey={(social, index) => `${index}-${social.platform}`}
            itemLabel="link"
            newItem={() => ({ platform: '', url: '' })}
            as="ul"
            className="lum-socials"
            renderItem={(social, _index, itemPath) => (
              <li>
                <Link path={`${itemPath}.url`} href={social.url}>
                  <Text path={`${itemPath}.platform`} value={social.platform} />
                </Link>
              </li>
            )}
          />
        )}
      </div>
      <div className="lum-contact-form">
        <Text
          path="description"
          value={content.description}
          as="p"
          className="lum-contact-lead"
          placeholder="A line above the form"
        />
        <BriefForm
          button={content.button}
          defaultButton="Send enquiry"
          promise={content.response_time}
          disabled={mode === 'edit'}
          classPrefix="lum"
        />
      </div>
    </section>
  );
}
