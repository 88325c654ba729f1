import type { CareersPage } from '../../../content/careers.ts'
import { Reveal } from '../../reveal.tsx'

export function CultureSection({ culture }: { culture: CareersPage['culture'] }) {
  return (
    <section aria-labelledby="culture-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28">
        <div className="grid items-center gap-12 md:grid-cols-2">
          <div>
            <h2 id="culture-heading" className="text-3xl font-black tracking-tight md:text-5xl">
              {culture.heading}
            </h2>
            {culture.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <img
            src={culture.image.src}
            width={culture.image.width}
            height={culture.image.height}
            alt={culture.image.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl"
          />
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {culture.values.map((value, index) => (
            <Reveal as="li" key={value.title} index={index} className="border-l-4 border-brand bg-surface p-6">
              <h3 className="text-lg font-bold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{value.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
