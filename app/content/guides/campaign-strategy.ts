import { SITE } from '../../config/site.ts'
import type { CampaignStrategyContent } from './types'

/** Copy for /campaign-strategy (SPEC 2.8): why a strategy, comparison, ten success factors. */
export const campaignStrategy = {
  path: '/campaign-strategy',
  shortTitle: 'Wahlkampfstrategie-Ratgeber',
  teaser:
    'Warum Kampagnen mit Plan gewinnen und worin sie sich von Wahlkämpfen ohne Strategie unterscheiden, zeigt dieser Leitfaden an einem direkten Vergleich. Dazu kommen zehn Erfolgsfaktoren von der realistischen Einschätzung der Ausgangslage bis zur Mobilisierung.',
  focusKeyword: 'Wahlkampfstrategie erstellen',
  seo: {
    title: `Wahlkampfstrategie erstellen: 10 Faktoren | ${SITE.brand}`,
    description:
      'Wahlkampfstrategie erstellen: Warum Kampagnen mit Plan gewinnen – Ziel, Zielgruppen, Botschaften und zehn Erfolgsfaktoren aus der Praxis.',
  },
  breadcrumb: 'Wahlkampfstrategie',
  kicker: 'Leitfaden Wahlkampfstrategie',
  headline: 'Wahlkampfstrategie erstellen: So wird aus Einsatz ein Wahlerfolg',
  intro: [
    'Kaum ein Wahlkampf scheitert am fehlenden Engagement. Er scheitert daran, dass Zeit, Geld und ehrenamtliche Kraft in zu viele Richtungen gleichzeitig fließen. Eine Wahlkampfstrategie ist die bewusste Entscheidung, was Ihre Kampagne tut – und ebenso wichtig: was sie lässt.',
    'Dieser Leitfaden zeigt, warum eine Strategie unverzichtbar ist, worin sich Kampagnen mit und ohne Plan unterscheiden und welche zehn Erfolgsfaktoren wir in Kommunal-, Landtags-, Bundestags- und Bürgermeisterwahlkämpfen immer wieder als entscheidend erleben.',
  ],
  datePublished: '2025-02-17',
  dateModified: '2026-11-23',

  why: {
    id: 'warum-strategie',
    heading: 'Warum jede Kampagne eine Strategie braucht',
    paragraphs: [
      'Jeder Wahlkampf arbeitet mit knappen Mitteln: einem begrenzten Budget, einer Handvoll Menschen mit wenig freier Zeit und der noch knapperen Aufmerksamkeit der Wählerinnen und Wähler. Ohne Strategie verteilen sich diese Mittel nach Zufall – auf das Thema der Woche, auf Plakate, weil die Konkurrenz plakatiert, auf Beiträge, wenn gerade jemand Zeit hat.',
      'Eine Strategie beantwortet fünf Fragen, bevor der erste Flyer gedruckt wird: Wo stehen wir? Was genau wollen wir erreichen? Wen müssen wir überzeugen und wen mobilisieren? Was sagen wir – und was nicht? Mit welchen Mitteln, zu welchem Zeitpunkt und durch wen setzen wir das um?',
      'Das Ergebnis ist kein 80-seitiges Papier für die Schublade, sondern ein Arbeitsdokument von zehn bis fünfzehn Seiten, an dem sich jede Entscheidung messen lässt. Wenn mitten in der heißen Phase ein neues Angebot, ein neues Thema oder ein Angriff auftaucht, lautet die Frage nicht mehr „Machen wir das?“, sondern „Zahlt das auf unser Ziel ein?“.',
      'Eine Strategie schützt auch Ihr Team. Klare Prioritäten verhindern, dass sich Ehrenamtliche an Aufgaben ohne Wirkung verausgaben. Zugleich geben sie allen im Team das Gefühl, Teil eines Plans zu sein, der aufgehen kann.',
    ],
  },

  comparison: {
    id: 'vergleich',
    heading: 'Wahlkampf mit und ohne Strategie im Vergleich',
    intro: [
      'Die Unterschiede zeigen sich selten am ersten Tag, aber fast immer in den letzten sechs Wochen vor der Wahl.',
    ],
    withoutLabel: 'Ohne Strategie',
    withLabel: 'Mit Strategie',
    items: [
      {
        aspect: 'Ziel',
        without: '„Gewinnen“ als vage Hoffnung, ohne Zahl dahinter.',
        with: 'Ein konkretes Stimmenziel, aus dem sich Aufwand, Zielgruppen und Budget ableiten.',
      },
      {
        aspect: 'Zielgruppen',
        without: '„Alle Bürgerinnen und Bürger“ – und damit niemand richtig.',
        with: 'Priorisierte Gruppen: wen wir mobilisieren, wen wir überzeugen, wen wir bewusst nicht umwerben.',
      },
      {
        aspect: 'Botschaften',
        without: 'Jede Woche ein neues Thema, je nach Schlagzeile.',
        with: 'Drei Kernbotschaften, die konsequent wiederholt und mit Beispielen belegt werden.',
      },
      {
        aspect: 'Budget',
        without: 'Ausgaben nach Gelegenheit; in der Schlussphase fehlt das Geld.',
        with: 'Budgetplan nach Phasen mit einer Reserve von 15–20 % für Unvorhergesehenes.',
      },
      {
        aspect: 'Team',
        without: 'Unklare Zuständigkeiten, Doppelarbeit, lange Abstimmungsschleifen.',
        with: 'Feste Rollen, kurze Freigabewege und Vertretungen für jede Schlüsselaufgabe.',
      },
      {
        aspect: 'Krisen',
        without: 'Hektische Reaktionen, widersprüchliche Aussagen.',
        with: 'Vorbereitete Szenarien, eine benannte Sprecherin oder ein benannter Sprecher.',
      },
      {
        aspect: 'Erfolgskontrolle',
        without: 'Bauchgefühl und Likes.',
        with: 'Wenige aussagekräftige Kennzahlen, wöchentlich ausgewertet.',
      },
      {
        aspect: 'Schlussphase',
        without: 'Kräfte und Mittel sind verbraucht, wenn es darauf ankommt.',
        with: 'Ein geplanter Höhepunkt mit Mobilisierung bis zum Wahltag.',
      },
    ],
  },

  factors: {
    id: 'erfolgsfaktoren',
    heading: 'Die 10 Erfolgsfaktoren einer Wahlkampfstrategie',
    intro: [
      'Die folgenden zehn Faktoren bauen aufeinander auf. Wer die ersten drei sauber erarbeitet, trifft alle späteren Entscheidungen schneller und sicherer.',
    ],
    items: [
      {
        id: 'realistische-einschaetzung',
        title: 'Realistische Einschätzung',
        icon: 'Search',
        description:
          'Jede Strategie beginnt mit einem ehrlichen Blick auf die Ausgangslage: frühere Ergebnisse bis auf Ebene der Wahlbezirke, die eigene Bekanntheit, Stärken und Schwächen, die Konkurrenz und die tatsächlich verfügbaren Ressourcen. Wahlergebnisse stellen die Bundeswahlleiterin, die Landeswahlleitungen und die kommunalen Wahlämter kostenlos bereit. Schönfärberei an dieser Stelle rächt sich später doppelt.',
        keywords: ['Wahlanalyse', 'SWOT-Analyse', 'Wahlbezirksergebnisse', 'Wettbewerbsanalyse', 'Ressourcencheck'],
      },
      {
        id: 'klares-ziel',
        title: 'Klares Ziel',
        icon: 'Target',
        description:
          'Ein gutes Wahlkampfziel ist eine Zahl. Beispiel: Eine Gemeinde hat 20.000 Wahlberechtigte, die Wahlbeteiligung lag zuletzt bei 55 %. Damit werden rund 11.000 Stimmen abgegeben; für die absolute Mehrheit bei einer Bürgermeisterwahl brauchen Sie mehr als die Hälfte der gültigen Stimmen, also rund 5.500. Aus dieser Zahl ergibt sich, wie viele Menschen Sie erreichen müssen – und wo.',
        keywords: ['Stimmenziel', 'Wahlbeteiligung', 'Zielmarke', 'Messbarkeit'],
      },
      {
        id: 'zielgruppen',
        title: 'Zielgruppen',
        icon: 'Users',
        description:
          'Nicht jede Stimme ist gleich schwer zu gewinnen. Unterscheiden Sie zwischen Menschen, die Sie unterstützen und nur mobilisiert werden müssen, Unentschlossenen, die Sie überzeugen können, und Menschen, die Sie kaum erreichen werden. Die Energie gehört den ersten beiden Gruppen – gegliedert nach Wohngebiet, Lebenslage und Themen.',
        keywords: ['Zielgruppenanalyse', 'Stammwählerschaft', 'Wechselwählerschaft', 'Segmentierung', 'Personas'],
      },
      {
        id: 'kernbotschaften',
        title: 'Kernbotschaften',
        icon: 'MessageSquare',
        description:
          'Höchstens drei Kernbotschaften, jede in einem Satz sagbar, jede mit einer Geschichte oder einem Beleg aus dem Ort. Sie beantworten die Frage, warum gerade Sie und warum gerade jetzt. Wiederholung ist kein Fehler, sondern Voraussetzung: Wenn Ihr Team die Botschaften nicht mehr hören kann, kommen sie bei den Wählerinnen und Wählern gerade erst an.',
        keywords: ['Botschaftshaus', 'Narrativ', 'Claim', 'Themensetzung', 'Wiederholung'],
      },
      {
        id: 'flexibilitaet',
        title: 'Flexibilität',
        icon: 'RefreshCw',
        description:
          'Eine Strategie ist kein Korsett. Planen Sie eine Budgetreserve von 15–20 % ein, spielen Sie vorab Szenarien durch – etwa einen Angriff, ein überraschendes Thema oder eine Panne – und legen Sie fest, wer in solchen Fällen binnen Stunden entscheiden darf. So bleibt die Kampagne beweglich, ohne ihren Kurs zu verlieren.',
        keywords: ['Szenarioplanung', 'Krisenkommunikation', 'Budgetreserve', 'Rapid Response'],
      },
      {
        id: 'verantwortlichkeiten',
        title: 'Verantwortlichkeiten',
        icon: 'UserCheck',
        description:
          'Für jede Aufgabe gibt es genau eine verantwortliche Person: Wahlkampfleitung, Finanzen, Presse, Social Media, Veranstaltungen, Plakatierung, Ehrenamtskoordination. Bei Parteien gehört die Schatzmeisterei von Anfang an dazu, denn Spenden und Ausgaben unterliegen dem Parteiengesetz. Halten Sie die Freigabewege kurz und legen Sie sie schriftlich fest.',
        keywords: [
          'Wahlkampfleitung',
          'Rollenverteilung',
          'Freigabeprozess',
          'Schatzmeisterei',
          'Ehrenamtskoordination',
        ],
      },
      {
        id: 'monitoring',
        title: 'Monitoring',
        icon: 'Activity',
        description:
          'Was nicht gemessen wird, lässt sich nicht steuern. Legen Sie wenige Kennzahlen fest – geführte Haustürgespräche, neue Unterstützerinnen und Unterstützer, Newsletter-Anmeldungen, Reichweite in der Zielregion, Presseresonanz, Spendeneingang – und werten Sie sie wöchentlich aus. Ergänzend lohnt ein Blick darauf, worüber vor Ort und online gesprochen wird.',
        keywords: ['Kennzahlen', 'Medienbeobachtung', 'Social Listening', 'Wochenauswertung'],
      },
      {
        id: 'timing',
        title: 'Timing',
        icon: 'CalendarClock',
        description:
          'Planen Sie rückwärts vom Wahltag: Aufbau und Bekanntheit in den Monaten davor, Profilierung im Mittelteil, die heiße Phase in den letzten sechs bis acht Wochen. Denken Sie an die Briefwahl: Bei der Bundestagswahl 2025 gaben laut Bundeswahlleiterin 37,0 % der Wählerinnen und Wähler ihre Stimme per Brief ab (2021: 47,3 %). Viele Stimmen sind also abgegeben, lange bevor die letzte Veranstaltung stattfindet.',
        keywords: ['Kampagnenphasen', 'Briefwahl', 'Heiße Phase', 'Rückwärtsplanung', 'Plakatierungsfristen'],
      },
      {
        id: 'plattformeignung',
        title: 'Plattformeignung',
        icon: 'LayoutGrid',
        description:
          'Nicht jeder Kanal passt zu jeder Zielgruppe. Ältere Wählerinnen und Wähler erreichen Sie eher über Lokalzeitung, Facebook und das Gespräch am Infostand, jüngere über Instagram, TikTok und YouTube. Zwei Kanäle, die gut gepflegt werden, bringen mehr als sechs, die nebenbei laufen. Passen Sie jedes Format an die Plattform an, statt überall dasselbe zu posten.',
        keywords: ['Kanalstrategie', 'Plattformwahl', 'Reichweite', 'Formatpassung'],
      },
      {
        id: 'mobilisierung',
        title: 'Mobilisierung',
        icon: 'Megaphone',
        description:
          'Am Ende zählt, wer wählen geht. Mobilisierung heißt: Unterstützerinnen und Unterstützer zu Multiplikatorinnen und Multiplikatoren machen, Haustürgespräche in den Gebieten mit dem größten Potenzial führen, an Briefwahlfristen erinnern und am Wahltag noch einmal sichtbar sein. Gerade bei Kommunalwahlen mit niedriger Beteiligung geben oft wenige hundert Stimmen den Ausschlag – und genau die holt diese Arbeit.',
        keywords: ['Haustürwahlkampf', 'Get out the Vote', 'Ehrenamt', 'Multiplikatoren', 'Wahltag'],
      },
    ],
  },

  timing: {
    id: 'wann-beginnen',
    heading: 'Was in ein Strategiepapier gehört – und wann Sie beginnen sollten',
    paragraphs: [
      'Ein tragfähiges Strategiepapier enthält die Analyse der Ausgangslage, das Stimmenziel, die priorisierten Zielgruppen, die Kernbotschaften, den Kanal- und Maßnahmenplan, den Zeitplan mit Meilensteinen, das Budget mit Reserve, die Rollenverteilung und die Kennzahlen für die Erfolgskontrolle. Dazu kommt ein kurzer Krisenplan.',
      'Beginnen Sie mindestens zwölf Monate vor der Wahl. Bekanntheit, ein verlässliches Team, Spenderinnen und Spender und eine eigene Community entstehen nicht in der heißen Phase. Genau genommen beginnt der nächste Wahlkampf am Tag nach der Wahl: Ein Wahlkampf ist ein Marathon, kein Sprint.',
      `${SITE.brand} entwickelt Wahlkampfstrategien für einzelne Kandidierende ebenso wie für ganze Verbände und ihre Listen – zum Festpreis, ohne Nachforderungen innerhalb des vereinbarten Umfangs. Wir arbeiten ausschließlich für demokratische Kandidierende, Parteien und Wählergemeinschaften.`,
    ],
  },

  related: [
    {
      label: 'Wahlkampfkosten',
      href: '/campaign-costs',
      description: 'Was ein Wahlkampf kostet und wie Sie das Budget auf die Strategie abstimmen.',
    },
    {
      label: 'Wahlkampf-Guide',
      href: '/campaign-guide',
      description: 'Die sechs Schritte von der Zielsetzung bis zur Umsetzung im Überblick.',
    },
  ],

  cta: {
    heading: 'Ihre Wahlkampfstrategie – gemeinsam entwickelt',
    text: 'Im kostenlosen Erstgespräch klären wir Ihre Ausgangslage, Ihr Ziel und den Zeitplan bis zur Wahl. Sie erhalten ein Festpreisangebot ohne Überraschungen. Am meisten erreichen wir, wenn Sie sich mindestens zwölf Monate vor der Wahl melden.',
    label: 'Kostenloses Erstgespräch vereinbaren',
    href: '/kontakt',
  },

  // The article's sections in page order (GuideBlock in ./types.ts).
  body: [
    { kind: 'prose', section: 'why' },
    { kind: 'comparison', section: 'comparison' },
    { kind: 'cards', section: 'factors', numbered: true, columns: 2 },
    { kind: 'prose', section: 'timing' },
  ],
} satisfies CampaignStrategyContent
