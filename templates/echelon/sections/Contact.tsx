import { BriefForm, safeHref, useKit, type SectionProps } from '@folio/template-sdk';
import type { ContactContent } from '../content';

export function Contact({ content }: SectionProps<ContactContent>) {
  const { Text, Link, List, mode } = useKit();
  const socials = content.social_links ?? [];
  // In view mode email and phone are links; while editing they are plain text to type in.
  const contactLink = (path: 'email' | 'phone', href: string | undefined, className?: string) =>
    mode === 'edit' || !safeHref(href) ? (
      <Text
        path={path}
        value={content[path]}
        className={className}
        placeholder={path === 'email' ? 'Email' : 'Phone'}
      />
    ) : (
      <a href={href} className={className}>
        {content[path]}
      </a>
    );
  return (
    <section className="ech-section ech-contact">
      <div className="ech-section-head">
        <span className="ech-index" aria-hidden="true" />
        <Text
          path="subheading"
          value={content.subheading}
          as="p"
          className="ech-section-title"
          placeholder="Contact"
        />
      </div>
      <div className="ech-contact-grid">
        <div className="ech-contact-copy">
          <Text
            path="heading"
            value={content.heading}
            as="h2"
            className="ech-contact-title"
            placeholder="Let's work together"
          />
          <Text
            path="text"
            value={content.text}
            as="p"
            multiline
            className="ech-lead"
            placeholder="Invite people to get in touch"
          />
          {(content.email || mode === 'edit') && (
            <p className="ech-contact-email">{contactLink('email', `mailto:${content.email}`)}</p>
          )}
          {(content.phone || content.address || content.availability || mode === 'edit') && (
            <dl className="ech-contact-details">
              {(content.phone || mode === 'edit') && (
                <div>
                  <Text
                    path="phone_label"
                    value={content.phone_label}
                    as="dt"
                    placeholder="Phone"
                  />
                  <dd>
                    {contactLink('phone', `tel:${(content.phone ?? '').replace(/[^+\d]/g, '')}`)}
                  </dd>
                </div>
              )}
              {(content.address || mode === 'edit') && (
                <div>
                  <Text
                    path="address_label"
                    value={content.address_label}
                    as="dt"
                    placeholder="Studio"
                  />
                  <dd>
                    <Text path="address" value={content.address} placeholder="Address" />
                  </dd>
                </div>
              )}
              {(content.availability || mode === 'edit') && (
                <div>
                  <Text
                    path="availability_label"
                    value={content.availability_label}
                    as="dt"
                    placeholder="Availability"
                  />
                  <dd className="ech-availability">
                    <span className="ech-dot" aria-hidden="true" />
                    <Text
                      path="availability"
                      value={content.availability}
                      placeholder="When you can start"
                    />
                  </dd>
                </div>
              )}
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
              className="ech-socials"
              renderItem={(social, _index, itemPath) => (
                <li>
                  <Link path={`${itemPath}.url`} href={social.url} className="ech-arrow-link">
                    <Text path={`${itemPath}.platform`} value={social.platform} />{' '}
                    <span aria-hidden="true">↗</span>
                  </Link>
                </li>
              )}
            />
          )}
        </div>
        <div className="ech-contact-form">
          <Text
            path="description"
            value={content.description}
            as="p"
            className="ech-strong"
            placeholder="A line above the form"
          />
          <BriefForm
            button={content.button}
            promise={content.response_time}
            disabled={mode === 'edit'}
            classPrefix="ech"
          />
        </div>
      </div>
    </section>
  );
}
