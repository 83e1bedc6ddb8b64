import { BriefForm, safeHref, useKit, type SectionProps } from '@folio/template-sdk';
import type { ContactContent } from '../content';

/** The ink band: a big invitation, the studio's details, and the brief form on a paper card. */
export function Contact({ content }: SectionProps<ContactContent>) {
  const { Text, Link, List, mode } = useKit();
  const socials = content.social_links ?? [];
  const mailto = content.email ? `mailto:${content.email}` : undefined;
  const tel = content.phone ? `tel:${content.phone.replace(/[^+\d]/g, '')}` : undefined;
  // In view mode email and phone are links; while editing they are plain text to type in.
  const reach = (path: 'email' | 'phone', href: string | undefined, placeholder: string) =>
    mode === 'view' && safeHref(href) ? (
      <a href={href}>{content[path]}</a>
    ) : (
      <Text path={path} value={content[path]} placeholder={placeholder} />
    );
  return (
    <section className="stu-section stu-band stu-band--ink stu-contact">
      <div className="stu-contact-grid">
        <div className="stu-contact-copy">
          <p className="stu-label">
            <span className="stu-label-index" aria-hidden="true" />
            <Text path="subheading" value={content.subheading} placeholder="Contact" />
          </p>
          <Text
            path="heading"
            value={content.heading}
            as="h2"
            className="stu-contact-title"
            placeholder="Have a project in mind?"
          />
          <Text
            path="text"
            value={content.text}
            as="p"
            multiline
            className="stu-contact-text"
            placeholder="Invite people to send a brief"
          />
          {(content.email || mode === 'edit') && (
            <p className="stu-contact-email">{reach('email', mailto, 'Email')}</p>
          )}
          {(content.phone || content.address || content.availability || mode === 'edit') && (
            <dl className="stu-contact-details">
              {(content.phone || mode === 'edit') && (
                <div>
                  <Text
                    path="phone_label"
                    value={content.phone_label}
                    as="dt"
                    placeholder="Phone"
                  />
                  <dd>{reach('phone', tel, 'Phone')}</dd>
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
                  <dd className="stu-availability">
                    <span className="stu-dot" aria-hidden="true" />
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
              className="stu-socials"
              renderItem={(social, _index, itemPath) => (
                <li>
                  <Link path={`${itemPath}.url`} href={social.url}>
                    <Text path={`${itemPath}.platform`} value={social.platform} />{' '}
                    <span aria-hidden="true">↗</span>
                  </Link>
                </li>
              )}
            />
          )}
        </div>
        <div className="stu-contact-card">
          <Text
            path="description"
            value={content.description}
            as="p"
            className="stu-contact-card-title"
            placeholder="A line above the form"
          />
          <BriefForm
            button={content.button}
            promise={content.response_time}
            disabled={mode === 'edit'}
            classPrefix="stu"
          />
        </div>
      </div>
    </section>
  );
}
