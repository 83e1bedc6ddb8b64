import { BriefForm, safeHref, useKit, type SectionProps } from '@folio/template-sdk';
import type { ContactContent } from '../content';
import { SectionHead } from './SectionHead';

/** An invitation, the ways to reach the designer, and the brief form. */
export function Contact({ content }: SectionProps<ContactContent>) {
  const { Text, Link, List, mode } = useKit();
  const socials = content.social_links ?? [];
  // In view mode email and phone are links; while editing they are plain text to type in.
  const contactLink = (path: 'email' | 'phone', href: string, placeholder: string) =>
    mode === 'edit' || !content[path] || !safeHref(href) ? (
      <Text path={path} value={content[path]} placeholder={placeholder} />
    ) : (
      <a href={href}>{content[path]}</a>
    );
  const details = (
    [
      {
        key: 'phone_label',
        label: 'Phone',
        value: content.phone,
        node: contactLink('phone', `tel:${(content.phone ?? '').replace(/[^+\d]/g, '')}`, 'Phone'),
      },
      {
        key: 'address_label',
        label: 'Based in',
        value: content.address,
        node: <Text path="address" value={content.address} placeholder="City" />,
      },
    ] as const
  ).filter((detail) => detail.value || mode === 'edit');
  return (
    <section className="dev-section dev-contact">
      <SectionHead path="subheading" value={content.subheading} fallback="Contact" />
      <div className="dev-contact-grid">
        <div className="dev-contact-copy">
          <Text
            path="heading"
            value={content.heading}
            as="h3"
            className="dev-contact-title"
            placeholder="Let’s build something."
          />
          <Text
            path="text"
            value={content.text}
            as="p"
            multiline
            className="dev-body"
            placeholder="What you are open to"
          />
          {(content.availability || mode === 'edit') && (
            <p className="dev-status">
              <span className="dev-dot" aria-hidden="true" />
              <Text
                path="availability"
                value={content.availability}
                placeholder="When you can start"
              />
            </p>
          )}
          {(content.email || mode === 'edit') && (
            <p className="dev-contact-email">
              {contactLink('email', `mailto:${content.email ?? ''}`, 'you@domain.dev')}
            </p>
          )}
          {details.length > 0 && (
            <dl className="dev-facts dev-facts--contact">
              {details.map((detail) => (
                <div key={detail.key}>
                  <Text
                    path={detail.key}
                    value={content[detail.key]}
                    as="dt"
                    placeholder={detail.label}
                  />
                  <dd>{detail.node}</dd>
                </div>
              ))}
            </dl>
          )}
          {(socials.length > 0 || mode === 'edit') && (
            <List
              path="social_links"
              items={socials}
              itemKey={(social, index) => `${index}-${social.platform}`}
              itemLabel="link"
              newItem={() => ({ platform: '', url: '' })}
              as="ul"
              className="dev-socials"
              renderItem={(social, _index, itemPath) => (
                <li className="dev-social">
                  <Link path={`${itemPath}.url`} href={social.url} className="dev-link">
                    <Text
                      path={`${itemPath}.platform`}
                      value={social.platform}
                      placeholder="Site"
                    />{' '}
                    <span aria-hidden="true">↗</span>
                  </Link>
                </li>
              )}
            />
          )}
        </div>
        <div className="dev-contact-form">
          <Text
            path="description"
            value={content.description}
            as="p"
            className="dev-form-intro"
            placeholder="A line above the form"
          />
          <BriefForm
            button={content.button}
            promise={content.response_time}
            disabled={mode === 'edit'}
            classPrefix="dev"
          />
        </div>
      </div>
    </section>
  );
}
