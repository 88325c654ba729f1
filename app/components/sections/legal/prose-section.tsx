import { Link } from 'react-router'

import { ProseText } from '../../prose-text.tsx'

/**
 * The shape both legal texts share (app/content/legal.ts, app/content/privacy.ts): a heading,
 * running text, address-like lines, a bullet list, an in-site link and nested blocks.
 */
export type ProseSectionData = {
  /** Anchor id; sections without one cannot be linked to. */
  id?: string
  /** Language of a block in another language than the page (e.g. the policy's English summary). */
  lang?: string
  heading: string
  paragraphs?: readonly string[]
  /** Shown one per line without spacing, like an address block. */
  lines?: readonly string[]
  list?: readonly string[]
  link?: { readonly label: string; readonly href: string }
  subsections?: readonly ProseSectionData[]
}

type Level = 2 | 3 | 4

const HEADING_CLASS: Record<Level, string> = {
  2: 'text-2xl font-bold tracking-tight md:text-3xl',
  3: 'text-lg font-semibold md:text-xl',
  4: 'text-base font-semibold',
}

/** One block of a legal text; nested blocks get the next heading level down. */
export function ProseSection({ section, level = 2 }: { section: ProseSectionData; level?: Level }) {
  const Heading = `h${level}` as const
  const Wrapper = level === 2 ? 'section' : 'div'
  const { paragraphs = [], lines, list, link, subsections } = section
  return (
    <Wrapper
      id={section.id}
      lang={section.lang}
      className={
        level === 2 ? 'border-t border-neutral-200 pt-10 below-fold first:border-t-0 first:pt-0' : 'pt-6 below-fold'
      }
    >
      <Heading className={HEADING_CLASS[level]}>{section.heading}</Heading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          <ProseText text={paragraph} />
        </p>
      ))}
      {lines && (
        <p className="mt-4">
          {lines.map((line, index) => (
            <span key={index} className="block">
              <ProseText text={line} />
            </span>
          ))}
        </p>
      )}
      {list && (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand">
          {list.map((item) => (
            <li key={item}>
              <ProseText text={item} />
            </li>
          ))}
        </ul>
      )}
      {link && (
        <p className="mt-4">
          <Link to={link.href} className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
            {link.label}
          </Link>
        </p>
      )}
      {subsections?.map((subsection) => (
        <ProseSection
          key={subsection.id ?? subsection.heading}
          section={subsection}
          level={Math.min(level + 1, 4) as Level}
        />
      ))}
    </Wrapper>
  )
}
