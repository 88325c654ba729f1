import { SITE } from '../../config/site.ts'
import type { DigitalCampaignsContent } from './types'

/** Copy for /digital-campaigns (SPEC 2.12). */
export const digitalCampaigns = {
  path: '/digital-campaigns',
  shortTitle: 'Ratgeber digitaler Wahlkampf',
  teaser:
    'Website, Social Media, Video, WhatsApp, Newsletter und Online-Anzeigen: So spielen die digitalen Kanäle eines Wahlkampfs zusammen. Dazu kommen eine digitale Strategie in vier Schritten und die Regeln, die seit Oktober 2025 für politische Werbung gelten.',
  focusKeyword: 'Digitaler Wahlkampf',
  seo: {
    title: `Digitaler Wahlkampf: Kanäle & Strategie | ${SITE.brand}`,
    description:
      'Digitaler Wahlkampf: Website, Social Media, Video, WhatsApp, Newsletter und Online-Anzeigen richtig einsetzen – mit Strategie in vier Schritten.',
  },
  breadcrumb: 'Digitaler Wahlkampf',
  kicker: 'Leitfaden digitaler Wahlkampf',
  headline: 'Digitaler Wahlkampf: Wählerinnen und Wähler dort erreichen, wo sie sind',
  intro: [
    'Viele Menschen machen sich ihr erstes Bild von Kandidierenden heute online: Sie suchen den Namen, sehen ein Video in ihrem Feed oder bekommen einen Beitrag per WhatsApp weitergeleitet. Was sie dort finden – oder nicht finden –, prägt den ersten Eindruck.',
    'Dieser Leitfaden zeigt, wie die wichtigsten digitalen Kanäle zusammenspielen, wie Sie in vier Schritten eine digitale Strategie aufbauen und welche Regeln gelten, einschließlich der neuen EU-Vorgaben für politische Werbung seit Oktober 2025. Digitaler Wahlkampf ersetzt dabei nicht das Gespräch an der Haustür. Er sorgt dafür, dass mehr Menschen von Ihrer Kandidatur erfahren, und er hält den Kontakt, wenn der Infostand längst abgebaut ist.',
  ],
  datePublished: '2025-03-24',
  dateModified: '2026-11-23',

  stats: {
    id: 'zahlen',
    heading: 'Warum digitaler Wahlkampf keine Nische ist',
    sourceDialogTitle: 'Quelle',
    sourceButtonLabel: 'Quelle anzeigen',
    items: [
      {
        id: 'taeglich-online',
        value: '76 %',
        label: 'der deutschsprachigen Bevölkerung ab 14 Jahren waren 2021 täglich online',
        icon: 'Globe',
        detail:
          'Mehr als drei Viertel der Bevölkerung nutzen das Internet jeden Tag. Digitaler Wahlkampf erreicht damit die Mehrheit – längst auch viele Ältere.',
        source: {
          label: 'ARD/ZDF-Onlinestudie 2021',
          note: 'Die ARD/ZDF-Onlinestudie 2021 ermittelte, dass 76 % der deutschsprachigen Bevölkerung ab 14 Jahren das Internet täglich nutzen. Die ARD/ZDF-Onlinestudie 2022 nennt mit 80 % einen höheren Wert; die 76 % sind heute also eher eine vorsichtige Untergrenze. Seit 2024 erscheinen die Daten in der ARD/ZDF-Medienstudie.',
          url: 'https://www.ard-zdf-onlinestudie.de/',
        },
      },
      {
        id: 'nutzungsdauer',
        value: '1 h 39 min',
        label: 'täglich in sozialen Medien – Internetnutzer von 16 bis 64 Jahren in Deutschland (Januar 2024)',
        icon: 'Clock',
        detail:
          'So viel Zeit verbringen Menschen in Deutschland im Schnitt jeden Tag allein in sozialen Medien; online insgesamt sind sie länger. In dieser Zeit konkurrieren Ihre Botschaften mit Nachrichten, Unterhaltung und Familienchats – sie müssen also schnell auf den Punkt kommen.',
        source: {
          label: 'DataReportal, „Digital 2024: Germany“ (Meltwater und We Are Social)',
          note: 'Internetnutzerinnen und -nutzer zwischen 16 und 64 Jahren in Deutschland verbrachten laut dem Bericht im Januar 2024 im Schnitt 1 Stunde 39 Minuten täglich in sozialen Medien.',
          url: 'https://datareportal.com/reports/digital-2024-germany',
        },
      },
      {
        id: 'soziale-netzwerke',
        value: '89 %',
        label:
          'der Internetnutzerinnen und -nutzer ab 16 Jahren waren in den zwölf Monaten vor der Umfrage in sozialen Netzwerken aktiv',
        icon: 'Share2',
        detail:
          'Fast neun von zehn Menschen, die online sind, nutzen soziale Netzwerke. An ihnen führt kein digitaler Wahlkampf vorbei – verlassen sollten Sie sich auf sie allein trotzdem nicht.',
        source: {
          label: 'Bitkom Research, repräsentative Umfrage (veröffentlicht Februar 2023)',
          note: '89 % der Internetnutzerinnen und -nutzer ab 16 Jahren in Deutschland waren in den zwölf Monaten vor der Befragung in sozialen Netzwerken aktiv, hochgerechnet rund 54 Mio. Menschen.',
        },
      },
    ],
  },

  channels: {
    id: 'kanaele',
    heading: 'Sechs Kanäle für Ihren digitalen Wahlkampf',
    intro: [
      'Die Kanäle wirken am stärksten im Zusammenspiel: Social Media und Video schaffen Aufmerksamkeit, Website, Newsletter und Messenger machen aus Aufmerksamkeit eine dauerhafte Verbindung.',
    ],
    items: [
      {
        id: 'website-blog',
        title: 'Website und Blog',
        icon: 'Globe',
        description:
          'Ihre Website ist der einzige Kanal, der Ihnen gehört. Hier finden Presse, Unterstützerinnen und Unterstützer sowie Unentschlossene alles Wichtige: wer Sie sind, wofür Sie stehen, wann Sie wo sind und wie man mithelfen oder spenden kann. Ein Blog oder Newsbereich sorgt dafür, dass Sie bei Suchanfragen zu lokalen Themen gefunden werden.',
        points: [
          'Klare Startseite: Person, drei Kernthemen, Mitmachen',
          'Termine, Pressebereich und Spendenmöglichkeit',
          'Impressum (§ 5 DDG oder § 18 Abs. 1 MStV) und Datenschutzerklärung',
          'Kurze Ladezeiten und barrierearme Gestaltung',
        ],
      },
      {
        id: 'social-media',
        title: 'Social Media',
        icon: 'Share2',
        description:
          'Soziale Medien schaffen Bekanntheit und Nähe. Wählen Sie die Plattformen nach Ihren Zielgruppen aus, posten Sie regelmäßig und beantworten Sie Fragen. Seit Oktober 2025 wachsen Sie dort vor allem organisch, weil große Plattformen in der EU keine politischen Anzeigen mehr ausspielen.',
        points: [
          'Zwei bis drei Plattformen statt aller',
          '3–4 Beiträge pro Woche',
          'Zeit für Antworten fest einplanen',
        ],
      },
      {
        id: 'video',
        title: 'Video',
        icon: 'Video',
        description:
          'Video ist das stärkste Format im digitalen Wahlkampf, weil es Stimme, Mimik und Haltung zeigt. Kurze Clips im Hochformat von 30 bis 90 Sekunden erreichen die meisten Menschen; längere Formate vertiefen Themen auf YouTube und der eigenen Website.',
        points: [
          'Untertitel für das Ansehen ohne Ton',
          'Die Kernaussage in den ersten drei Sekunden',
          'Ein Dreh, mehrere Schnitte für verschiedene Kanäle',
        ],
      },
      {
        id: 'whatsapp-newsletter',
        title: 'WhatsApp und Newsletter',
        icon: 'Mail',
        description:
          'Direkte Kanäle erreichen Menschen unabhängig von Algorithmen. Ein WhatsApp-Kanal eignet sich für kurze Updates und Termine, ein E-Mail-Newsletter für Hintergründe, Spendenaufrufe und die Mobilisierung Ihrer Unterstützerinnen und Unterstützer.',
        points: [
          'Anmeldung nur mit Einwilligung, am besten per Double-Opt-in',
          'Kein Versand an gekaufte oder fremde Listen',
          'Vor der Wahl: Erinnerung an Briefwahl und Wahltag',
        ],
      },
      {
        id: 'online-anzeigen',
        title: 'Online-Anzeigen',
        icon: 'Megaphone',
        description:
          'Bezahlte Reichweite ist schwieriger geworden. Seit Oktober 2025 gelten strenge EU-Regeln für politische Werbung, und Meta sowie Google haben politische Anzeigen in der EU eingestellt. Möglich bleiben Anzeigen bei Anbietern, die die neuen Transparenzpflichten erfüllen, etwa bei regionalen Nachrichtenportalen. Prüfen Sie vor jeder Buchung die aktuellen Richtlinien.',
        points: [
          'Kennzeichnung: wer bezahlt, was die Anzeige kostet und auf welche Wahl sie sich bezieht',
          'Targeting mit personenbezogenen Daten nur nach ausdrücklicher Einwilligung',
          'Kosten pro erreichter Person mit Print und Plakat vergleichen',
        ],
      },
      {
        id: 'mobile-first',
        title: 'Mobile First',
        icon: 'Smartphone',
        description:
          'Die meisten Menschen sehen Ihre Inhalte auf dem Smartphone – unterwegs, oft ohne Ton, oft nur für Sekunden. Gestalten Sie deshalb zuerst für den kleinen Bildschirm: kurze Texte, große Schrift, Hochformat, schnelle Seiten und Formulare, die sich mit dem Daumen ausfüllen lassen.',
        points: [
          'Website auf dem Smartphone testen, nicht nur am Rechner',
          'QR-Codes auf Plakaten und Flyern, die zur passenden Unterseite führen',
          'Spenden und Mitmachen in wenigen Schritten',
        ],
      },
    ],
  },

  strategy: {
    id: 'strategie',
    heading: 'In vier Schritten zur digitalen Wahlkampfstrategie',
    items: [
      {
        number: 1,
        title: 'Analysieren und Ziele setzen',
        icon: 'Search',
        description:
          'Klären Sie, wen Sie digital erreichen wollen, wo diese Menschen online sind und was Sie dort bewirken wollen: Bekanntheit, neue Unterstützerinnen und Unterstützer, Spenden oder Mobilisierung. Legen Sie dafür messbare Ziele fest.',
        points: [
          'Zielgruppen und ihre Kanäle bestimmen',
          'Ausgangslage prüfen: Profile, Website, vorhandene Kontakte',
          'Drei bis fünf Kennzahlen festlegen',
        ],
      },
      {
        number: 2,
        title: 'Inhalte und Kanäle planen',
        icon: 'ClipboardList',
        description:
          'Übersetzen Sie Ihre Kernbotschaften in Formate: Welche Geschichte erzählen Sie als Video, welche als Foto, welche im Newsletter? Ein Redaktionsplan mit zwei bis vier Wochen Vorlauf ordnet Themen, Termine und Zuständigkeiten.',
        points: [
          'Botschaften in Formate übersetzen',
          'Redaktionsplan mit festem Content-Mix',
          'Produktionstage bündeln',
        ],
      },
      {
        number: 3,
        title: 'Aufbauen und Community entwickeln',
        icon: 'Users',
        description:
          'Bauen Sie die eigenen Kanäle auf, bevor Sie sie brauchen: Website, Newsletter, WhatsApp-Kanal und Profile. Sammeln Sie an jedem Infostand und bei jeder Veranstaltung Kontakte – mit Einwilligung. So entsteht eine Community, die Sie in der heißen Phase mobilisieren können.',
        points: [
          'Eigene Kanäle vor fremden Plattformen',
          'Kontakte datenschutzkonform sammeln',
          'Unterstützerinnen und Unterstützer zu Multiplikatorinnen und Multiplikatoren machen',
        ],
      },
      {
        number: 4,
        title: 'Mobilisieren, messen, nachsteuern',
        icon: 'TrendingUp',
        description:
          'In den letzten Wochen zählt Mobilisierung: Erinnerungen an Briefwahl und Wahltag, Aufrufe zum Mitmachen, sichtbare Präsenz. Werten Sie wöchentlich aus, was wirkt, und verlagern Sie Zeit und Budget dorthin.',
        points: [
          'Erinnerungen an Briefwahl und Wahltag planen',
          'In der heißen Phase wöchentlich auswerten',
          'Nach der Wahl die Community weiter pflegen',
        ],
      },
    ],
  },

  legalCallout: {
    title: 'Rechtlicher Rahmen im digitalen Wahlkampf',
    tone: 'info',
    paragraphs: [
      'Website und öffentlich genutzte Profile brauchen eine Anbieterkennzeichnung: nach § 5 Digitale-Dienste-Gesetz, wenn sie geschäftsmäßig angeboten werden, sonst – etwa bei der Website einer Kandidatur, die keine Leistungen gegen Entgelt anbietet – nach § 18 Abs. 1 Medienstaatsvertrag. Bei journalistisch-redaktionellen Inhalten kommt eine verantwortliche Person hinzu (§ 18 Abs. 2 Medienstaatsvertrag). Cookies und Tracking, die technisch nicht notwendig sind, setzen eine Einwilligung voraus (§ 25 TDDDG).',
      'Angaben zur politischen Meinung sind nach Art. 9 DSGVO besonders geschützte Daten; Newsletter und Messenger-Listen brauchen eine nachweisbare Einwilligung. Parteien und Wählergemeinschaften dürfen in den sechs Monaten vor einer Wahl Auskunft aus dem Melderegister über Gruppen von Wahlberechtigten erhalten, die nach dem Lebensalter bestimmt sind; ausgenommen ist, wer der Auskunft widersprochen hat. Die Daten sind spätestens einen Monat nach der Wahl zu löschen (§ 50 Bundesmeldegesetz). Für bezahlte politische Werbung gilt seit Oktober 2025 die Verordnung (EU) 2024/900.',
    ],
    sources: [
      { label: '§ 5 Digitale-Dienste-Gesetz (DDG)', url: 'https://www.gesetze-im-internet.de/ddg/__5.html' },
      { label: '§ 50 Bundesmeldegesetz (BMG)', url: 'https://www.gesetze-im-internet.de/bmg/__50.html' },
      { label: 'Datenschutz-Grundverordnung (EU) 2016/679', url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj' },
      {
        label: 'Verordnung (EU) 2024/900 über die Transparenz und das Targeting politischer Werbung',
        url: 'https://eur-lex.europa.eu/eli/reg/2024/900/oj',
      },
    ],
  },

  related: [
    {
      label: 'Social-Media-Wahlkampf',
      href: '/social-media-campaigns',
      description: 'Plattformen, Content-Strategien, Posting-Zeiten und 17 Antworten auf häufige Fragen.',
    },
    {
      label: 'Wahlkampfstrategie erstellen',
      href: '/campaign-strategy',
      description: 'Die zehn Erfolgsfaktoren, auf denen auch die digitale Strategie aufbaut.',
    },
  ],

  cta: {
    heading: 'Ihr digitaler Wahlkampf aus einem Guss',
    text: 'Von der Kampagnenwebsite über den Redaktionsplan bis zum Newsletter: Wir bringen Ihre politische Kommunikation ins 21. Jahrhundert – zum Festpreis und ausschließlich für demokratische Kandidierende, Parteien und Wählergemeinschaften. Vereinbaren Sie ein kostenloses Erstgespräch, am besten mindestens zwölf Monate vor der Wahl.',
    label: 'Kostenloses Erstgespräch vereinbaren',
    href: '/kontakt',
  },

  // The article's sections in page order (GuideBlock in ./types.ts).
  body: [
    { kind: 'stats', section: 'stats' },
    { kind: 'cards', section: 'channels' },
    { kind: 'steps', section: 'strategy' },
    { kind: 'callout', section: 'legalCallout', id: 'rechtlicher-rahmen' },
  ],
} satisfies DigitalCampaignsContent
