import { SITE } from '../../config/site.ts'
import type { CampaignGuideContent } from './types'

/** Copy for /campaign-guide (SPEC 2.13). */
export const campaignGuide = {
  path: '/campaign-guide',
  shortTitle: 'Wahlkampf-Guide',
  teaser:
    'Dieser Guide führt in sechs Schritten von den Zielen über Zielgruppen und Botschaften bis zu Zeitplan und Umsetzung, jeder Schritt mit konkreten Aufgaben. Dazu kommen drei Erfolgsfaktoren: Authentizität, Kontinuität und datenbasierte Entscheidungen.',
  focusKeyword: 'Wahlkampf-Guide',
  seo: {
    title: `Wahlkampf-Guide: In 6 Schritten zur Kampagne | ${SITE.brand}`,
    description:
      'Wahlkampf-Guide: In sechs Schritten von Zielen und Zielgruppen über Botschaften und Zeitplan bis zur Umsetzung – plus drei Erfolgsfaktoren aus der Praxis.',
  },
  breadcrumb: 'Wahlkampf-Guide',
  kicker: 'Wahlkampf-Guide',
  headline: 'Wahlkampf-Guide: In sechs Schritten zur erfolgreichen Kampagne',
  intro: [
    'Ob Gemeinderat, Bürgermeisteramt, Landtag oder Bundestag: Erfolgreiche Wahlkämpfe folgen einem ähnlichen Muster. Sie beginnen mit einem klaren Ziel, kennen ihre Zielgruppen, sprechen mit einer Stimme und setzen ihren Plan diszipliniert um.',
    'Dieser Guide führt Sie in sechs Schritten durch die Planung – für einzelne Kandidierende ebenso wie für Verbände mit ganzen Listen. Jeder Schritt endet mit konkreten Aufgaben, die Sie sofort angehen können.',
  ],
  datePublished: '2025-04-07',
  dateModified: '2026-11-23',

  steps: {
    id: 'schritte',
    heading: 'Die sechs Schritte zum erfolgreichen Wahlkampf',
    intro: [
      'Die Schritte bauen aufeinander auf: Ohne Ziel keine Zielgruppen, ohne Zielgruppen keine passenden Botschaften. In der Praxis überlappen sie sich trotzdem – während das Team plakatiert, wird bereits ausgewertet und nachgesteuert.',
      'Wenn Sie zwölf Monate vor der Wahl beginnen, sollten die Schritte eins bis fünf nach etwa drei Monaten stehen. Dann bleibt genug Zeit, Bekanntheit aufzubauen, ein Team zu gewinnen und Spenden zu sammeln, bevor die heiße Phase beginnt.',
    ],
    items: [
      {
        number: 1,
        title: 'Ziele definieren',
        icon: 'Target',
        description:
          'Am Anfang steht die Frage, was ein Erfolg ist: das Direktmandat, der Einzug in den Rat, ein bestimmter Listenplatz oder ein deutlicher Stimmenzuwachs. Übersetzen Sie das Ziel in eine Zahl – die Stimmen, die Sie brauchen – und ergänzen Sie Zwischenziele für Bekanntheit, Helferinnen und Helfer sowie Spenden.',
        points: [
          'Stimmenziel aus Zahl der Wahlberechtigten und erwarteter Wahlbeteiligung berechnen',
          'Zwischenziele mit Termin festlegen',
          'Ziele schriftlich festhalten und im Team teilen',
        ],
      },
      {
        number: 2,
        title: 'Zielgruppen analysieren',
        icon: 'Users',
        description:
          'Werten Sie die Ergebnisse der letzten Wahlen bis auf Ebene der Wahlbezirke aus und verbinden Sie sie mit Strukturdaten zu Alter, Wohnen und Beschäftigung, wie sie statistische Landesämter und Kommunen veröffentlichen. So erkennen Sie, wo Ihre Unterstützerinnen und Unterstützer leben, wo Unentschlossene wohnen und wo sich Haustürgespräche lohnen.',
        points: [
          'Wahlbezirksergebnisse beim Wahlamt oder der Landeswahlleitung abrufen',
          'Drei bis fünf Zielgruppen mit Prioritäten beschreiben',
          'Melderegisterauskünfte nur im gesetzlichen Rahmen nutzen (§ 50 BMG)',
        ],
      },
      {
        number: 3,
        title: 'Botschaften entwickeln',
        icon: 'MessageSquare',
        description:
          'Aus Ziel und Zielgruppen ergeben sich die Botschaften: eine Kernbotschaft, warum Sie antreten, und höchstens drei Themen, für die Sie stehen. Jede Botschaft braucht Belege aus dem Ort und eine Sprache, die Ihre Zielgruppen selbst verwenden – keine Verwaltungssprache.',
        points: [
          'Kernbotschaft in einem Satz formulieren',
          'Drei Themen mit je einem konkreten Vorschlag',
          'Botschaften im Gespräch mit Menschen außerhalb der eigenen Partei testen',
        ],
      },
      {
        number: 4,
        title: 'Strategie entwickeln',
        icon: 'Compass',
        description:
          'Die Strategie legt fest, mit welchen Mitteln Sie Ihre Zielgruppen erreichen: Haustür, Infostände, Plakate, Presse, Social Media, Newsletter, Veranstaltungen. Dazu gehören das Budget mit Reserve, die Rollen im Team und eine klare Antwort auf die Frage, was Sie bewusst nicht tun.',
        points: [
          'Maßnahmen nach Wirkung pro Euro und pro Stunde priorisieren',
          'Budget mit 15–20 % Reserve planen',
          'Rollen, Freigaben und Krisenplan festlegen',
        ],
      },
      {
        number: 5,
        title: 'Zeitplan erstellen',
        icon: 'CalendarClock',
        description:
          'Planen Sie rückwärts vom Wahltag. Zuerst kommen die festen Fristen: die Einreichung der Wahlvorschläge – bei der Bundestagswahl bis zum 69. Tag vor der Wahl –, Unterstützungsunterschriften, wo sie nötig sind, kommunale Plakatierungsfristen und der Beginn der Briefwahl. Danach folgen Druckvorlauf, Veranstaltungen und Redaktionsplan.',
        points: [
          'Gesetzliche Fristen aus Wahlgesetz und Wahlordnung eintragen',
          'Druck- und Lieferzeiten rückwärts einplanen',
          'Die heiße Phase auf den Beginn der Briefwahl abstimmen',
        ],
      },
      {
        number: 6,
        title: 'Umsetzen und überwachen',
        icon: 'Activity',
        description:
          'Jetzt zählt Disziplin. Ein fester Wochenrhythmus mit kurzer Teamrunde, klaren Aufgaben und wenigen Kennzahlen zeigt früh, ob Sie im Plan liegen. Steuern Sie nach, wenn Maßnahmen nicht wirken – und bleiben Sie bei Ihren Botschaften, auch wenn das Team sie längst auswendig kennt.',
        points: [
          'Wöchentliche Teamrunde mit Kennzahlen',
          'Aufgaben, Termine und Material an einem Ort verwalten',
          'Nach der Wahl auswerten: Der nächste Wahlkampf beginnt am Tag danach',
        ],
      },
    ],
  },

  successFactors: {
    id: 'erfolgsfaktoren',
    heading: 'Drei Erfolgsfaktoren, die über alle Schritte hinweg zählen',
    intro: [
      'Ein guter Plan ist notwendig, aber nicht hinreichend. Ob er trägt, entscheidet sich an drei Haltungen, die sich durch jeden Schritt ziehen.',
    ],
    items: [
      {
        id: 'authentizitaet',
        title: 'Authentizität',
        icon: 'Heart',
        description:
          'Menschen wählen Menschen. Kandidierende, die über ihre Beweggründe sprechen, zuhören und auch einmal „Das weiß ich noch nicht“ sagen, gewinnen Vertrauen, das keine Werbeagentur herstellen kann. Authentizität heißt nicht Perfektion, sondern Übereinstimmung zwischen dem, was Sie sagen, und dem, was Sie tun.',
      },
      {
        id: 'kontinuitaet',
        title: 'Kontinuität',
        icon: 'Repeat',
        description:
          'Vertrauen entsteht durch Wiederholung und Verlässlichkeit. Wer nur in den letzten Wochen vor der Wahl auftaucht, wirkt wie ein Werbeprospekt. Präsenz zwischen den Wahlen – in Sprechstunden, bei Vereinen, in sozialen Medien – macht den eigentlichen Wahlkampf leichter. Ein Wahlkampf ist ein Marathon, kein Sprint.',
      },
      {
        id: 'datenbasierte-entscheidungen',
        title: 'Datenbasierte Entscheidungen',
        icon: 'ChartColumn',
        description:
          'Bauchgefühl ist wertvoll, Zahlen sind verlässlicher. Wahlergebnisse nach Wahlbezirken, Rückmeldungen von der Haustür, die Statistiken Ihrer Kanäle und der Spendeneingang zeigen, was wirkt. Wer wöchentlich auswertet, setzt knappe Mittel dort ein, wo sie Stimmen bringen – datenschutzkonform und ohne Profile einzelner Wählerinnen und Wähler.',
      },
    ],
  },

  pitfalls: {
    id: 'fehler',
    heading: 'Die häufigsten Fehler – und wie Sie sie vermeiden',
    paragraphs: [
      'Viele Kampagnen scheitern nicht an der Konkurrenz, sondern an vermeidbaren Fehlern. Die meisten haben mit Zeit zu tun: zu spät begonnen, zu spät entschieden, zu spät gedruckt.',
    ],
    bullets: [
      'Zu später Start: Bekanntheit und Team brauchen Monate. Beginnen Sie mindestens zwölf Monate vor der Wahl.',
      'Zu viele Themen: Wer zu allem etwas sagt, bleibt mit nichts in Erinnerung.',
      'Alle ansprechen wollen: Ohne Prioritäten verteilt sich die Energie gleichmäßig – und damit wirkungslos.',
      'Budget zu früh verbraucht: Ohne Reserve fehlt in der Schlussphase das Geld für die Mobilisierung.',
      'Briefwahl unterschätzt: Ein großer Teil der Stimmen wird per Brief abgegeben, oft lange vor dem Wahltag – bei der Bundestagswahl 2025 laut Bundeswahlleiterin 37,0 %.',
      'Recht vergessen: Impressum, Datenschutz und Spendenregeln gehören von Anfang an zur Planung.',
    ],
  },

  related: [
    {
      label: 'Wahlkampfstrategie erstellen',
      href: '/campaign-strategy',
      description: 'Schritt 4 im Detail: die zehn Erfolgsfaktoren einer Wahlkampfstrategie.',
    },
    {
      label: 'Wahlkampfkosten',
      href: '/campaign-costs',
      description: 'Kostenrahmen, Kostenanteile und Budgettipps.',
    },
    {
      label: 'Social-Media-Wahlkampf',
      href: '/social-media-campaigns',
      description: 'Plattformen, Inhalte und Posting-Zeiten für Ihre Kampagne.',
    },
    {
      label: 'Digitaler Wahlkampf',
      href: '/digital-campaigns',
      description: 'Sechs digitale Kanäle und eine Strategie in vier Schritten.',
    },
  ],

  cta: {
    heading: 'Von der Planung zur Kampagne – mit erfahrener Begleitung',
    text: 'Wir begleiten einzelne Kandidierende und ganze Verbände durch alle sechs Schritte, von der Analyse bis zum Wahlabend – zum Festpreis und ausschließlich für demokratische Kandidierende, Parteien und Wählergemeinschaften. Melden Sie sich am besten mindestens zwölf Monate vor der Wahl zum kostenlosen Erstgespräch.',
    label: 'Kostenloses Erstgespräch vereinbaren',
    href: '/kontakt',
  },

  // The article's sections in page order (GuideBlock in ./types.ts).
  body: [
    { kind: 'steps', section: 'steps' },
    { kind: 'cards', section: 'successFactors' },
    { kind: 'prose', section: 'pitfalls' },
  ],
} satisfies CampaignGuideContent
