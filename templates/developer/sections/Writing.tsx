import { newId, useKit, type SectionProps } from '@folio/template-sdk';
import type { Article, WritingContent } from '../content';
import { countOf, SectionHead } from './SectionHead';

/** Essays, talks and interviews as an index: date, title, where it appeared, one line about it. */
export function Writing({ content }: SectionProps<WritingContent>) {
  const { Text, Link, List, mode } = useKit();
  const articles = content.articles ?? [];
  return (
    <section className="dev-section dev-writing">
      <SectionHead
        value={content.heading}
        fallback="Writing"
        aside={countOf(articles.length, 'entry', 'entries')}
      />
      <List
        path="articles"
        items={articles}
        itemKey={(article) => article.id}
        itemLabel="article"
        newItem={(): Article => ({
          id: newId('article'),
          title: '',
          kind: 'Essay',
          date: '',
          venue: '',
          url: '',
          summary: '',
        })}
        as="ol"
        className="dev-posts"
        renderItem={(article, _index, itemPath) => (
          <li className="dev-post">
            <Text
              path={`${itemPath}.date`}
              value={article.date}
              as="p"
              className="dev-post-date"
              placeholder="Date"
            />
            <div className="dev-post-main">
              <h3 className="dev-post-title">
                <Link path={`${itemPath}.url`} href={article.url} className="dev-post-link">
                  <Text path={`${itemPath}.title`} value={article.title} placeholder="Title" />
                  {article.url && (
                    <span className="dev-post-arrow" aria-hidden="true">
                      {' '}
                      ↗
                    </span>
                  )}
                </Link>
              </h3>
              <Text
                path={`${itemPath}.venue`}
                value={article.venue}
                as="p"
                className="dev-post-venue"
                placeholder="Where it appeared"
              />
              <Text
                path={`${itemPath}.summary`}
                value={article.summary}
                as="p"
                multiline
                className="dev-post-summary"
                placeholder="One or two lines about it"
              />
            </div>
            {(article.kind || mode === 'edit') && (
              <p className="dev-post-kind">
                <Text path={`${itemPath}.kind`} value={article.kind} placeholder="Essay" />
              </p>
            )}
          </li>
        )}
      />
    </section>
  );
}
