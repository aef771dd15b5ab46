import React, { useEffect } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './faq-list.module.css';
import { faqAnchor, indexedAs } from '../search/indexed';
import { hashTarget } from '../../browser/scroll';
import { useLocationHash } from '../tabs/tabs';

export interface Faq {
  slug: string;
  question: string;
  /** Sanitized at build time (src/model/markdown.ts). */
  answerHtml: string;
}

/** Common Problem tab: an accordion of native disclosure widgets, one per question. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const { t } = useTranslation();
  // A link to one question (`#faq-<slug>`, from the site search) opens its answer and shows it.
  const target = hashTarget(useLocationHash());
  useEffect(() => {
    if (!target?.startsWith('faq-')) return;
    const question = document.getElementById(target);
    if (!(question instanceof HTMLDetailsElement)) return;
    question.open = true;
    question.scrollIntoView({ block: 'start' });
  }, [target]);
  return (
    <section aria-labelledby="faq-heading" {...indexedAs('faq')}>
      <h2 id="faq-heading" className={styles.heading}>
        {t('supports.faq.heading')}
      </h2>
      <p className={styles.lead}>{t('supports.faq.lead')}</p>
      {faqs.length ? (
        <div className={styles.list}>
          {faqs.map((faq) => (
            <details
              key={faq.slug}
              id={faqAnchor(faq.slug)}
              className={styles.item}
              // The site search shows each question as a result of its own (a Pagefind sub-result).
              data-pagefind-title={faq.question}
            >
              <summary className={styles.question}>{faq.question}</summary>
              <div className={styles.answer} dangerouslySetInnerHTML={{ __html: faq.answerHtml }} />
            </details>
          ))}
        </div>
      ) : (
        <p>{t('supports.faq.empty')}</p>
      )}
    </section>
  );
}

export const faqListFields = graphql`
  fragment FaqListItem on Faq {
    slug
    question
    answerHtml
  }
`;
