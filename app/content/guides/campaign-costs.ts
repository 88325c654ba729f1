import { SITE } from '../../config/site.ts'
import type { CampaignCostsContent } from './types'

/** Copy for /campaign-costs (SPEC 2.9; figures from SPEC 9). */
export const campaignCosts = {
  path: '/campaign-costs',
  shortTitle: 'Wahlkampfkosten-Ratgeber',
  teaser:
    'Was ein Wahlkampf kostet, hängt vor allem von der Wahlebene ab: Wir nennen Richtwerte von der Kommunal- bis zur Bundestagswahl und zeigen, wie sich ein Budget typischerweise verteilt. Dazu kommen erprobte Regeln für die Budgetplanung und der rechtliche Rahmen der Wahlkampffinanzierung.',
  focusKeyword: 'Wahlkampfkosten',
  seo: {
    title: `Wahlkampfkosten: Budget, Kostenarten & Tipps | ${SITE.brand}`,
    description:
      'Was kostet ein Wahlkampf? Richtwerte für Kommunal-, Landtags- und Bundestagswahl, typische Kostenanteile, Budgettipps und die Regeln des Parteiengesetzes.',
  },
  breadcrumb: 'Wahlkampfkosten',
  kicker: 'Leitfaden Wahlkampfkosten',
  headline: 'Wahlkampfkosten: Was ein Wahlkampf kostet und wie Sie richtig planen',
  intro: [
    'Was kostet ein Wahlkampf? Die ehrliche Antwort lautet: Es kommt auf die Wahlebene, die Größe des Wahlkreises, Ihre Bekanntheit und den Anteil ehrenamtlicher Arbeit an. Die folgenden Richtwerte helfen bei der ersten Einordnung für Kommunal-, Landtags- und Bundestagswahlen.',
    'Wichtiger als die Höhe des Budgets ist, wie es eingesetzt wird. Deshalb finden Sie hier auch die typische Verteilung der Kosten, erprobte Regeln für die Budgetplanung und den rechtlichen Rahmen, den jede Kampagne kennen muss – vom Parteiengesetz bis zur Impressumspflicht.',
  ],
  datePublished: '2025-02-24',
  dateModified: '2026-11-23',

  ranges: {
    id: 'kostenrahmen',
    heading: 'Typische Wahlkampfkosten nach Wahlebene',
    intro: [
      'Die Spannen sind bewusst breit. Wo Ihre Kampagne liegt, entscheiden vor allem die Zahl der Wahlberechtigten, wie umkämpft die Wahl ist und wie viel Ihre Partei oder Wählergemeinschaft zentral übernimmt.',
    ],
    items: [
      {
        id: 'kommunal',
        level: 'Kommunalwahl',
        min: 5000,
        max: 25000,
        display: '5.000–25.000 €',
        icon: 'Landmark',
        description:
          'Für Kandidaturen zu Gemeinderat, Stadtrat oder Kreistag, für Bürgermeisterwahlen in kleinen und mittleren Gemeinden und für den Wahlkampf einer Wählergemeinschaft. Am unteren Ende stehen Ratskandidaturen mit Flyern, Plakaten und eigener Social-Media-Arbeit, am oberen Ende hauptamtliche Bürgermeisterwahlen mit professionellem Foto- und Videomaterial, eigener Website und flächendeckender Plakatierung. Oberbürgermeisterwahlen in Großstädten liegen oft deutlich darüber.',
        typicalItems: [
          'A1-Plakate und Flyer',
          'Porträtfotos und Kurzvideos',
          'Website mit Spendenmöglichkeit',
          'Infostände und Bürgergespräche',
        ],
      },
      {
        id: 'land',
        level: 'Landtagswahl',
        min: 25000,
        max: 100000,
        display: '25.000–100.000 €',
        icon: 'Flag',
        description:
          'Für eine Direktkandidatur in einem Landtagswahlkreis. Die Spanne hängt von der Größe des Wahlkreises, der Unterstützung durch die Partei und davon ab, ob der Wahlkreis als umkämpft gilt. Typisch sind Großflächenplakate, eine Wahlkampfzeitung an alle Haushalte und bezahlte Unterstützung im Kampagnenbüro.',
        typicalItems: [
          'Großflächenplakate (18/1)',
          'Wahlkampfzeitung an alle Haushalte',
          'Veranstaltungsreihe im Wahlkreis',
          'Teilzeitkraft im Kampagnenbüro',
        ],
      },
      {
        id: 'bund',
        level: 'Bundestagswahl',
        min: 50000,
        max: 250000,
        display: '50.000–250.000 €',
        icon: 'Vote',
        description:
          'Für eine Direktkandidatur zum Deutschen Bundestag. Zur Bundestagswahl 2025 kamen laut Bundeswahlleiterin rund 59,2 Mio. Wahlberechtigte auf 299 Wahlkreise, im Schnitt also knapp 200.000 je Wahlkreis – entsprechend höher sind Auflagen, Plakatflächen und Personalbedarf. In umkämpften Wahlkreisen, in Flächenwahlkreisen mit vielen Gemeinden oder bei vorgezogenen Neuwahlen mit kurzem Vorlauf liegt der Bedarf eher am oberen Ende.',
        typicalItems: [
          'Mehrstufige Plakatkampagne',
          'Professionelle Foto- und Videoproduktion',
          'Kampagnenbüro mit Personal',
          'Verteilaktionen im gesamten Wahlkreis',
        ],
      },
    ],
    footnote: `Richtwerte aus der Beratungspraxis von ${SITE.brand} für das Budget einer einzelnen Kandidatur, ohne zentrale Parteikampagne und ohne Bewertung ehrenamtlicher Arbeit. Keine amtliche Statistik. Europawahlen werden in Deutschland über Listen entschieden; dort hängt das Budget stark von der Rolle in der Gesamtkampagne ab.`,
  },

  shares: {
    id: 'kostenaufteilung',
    heading: 'Wofür das Geld ausgegeben wird: die typischen Kostenanteile',
    intro: [
      'Die Anteile beziehen sich auf das Gesamtbudget einer Kandidatur. Es sind Spannen: Je nach Schwerpunkt verschiebt sich das Gewicht – eine Kampagne mit starkem Haustürwahlkampf gibt weniger für Plakate aus, eine junge Zielgruppe verschiebt Mittel in Richtung Online.',
    ],
    chartTitle: 'Typische Verteilung des Wahlkampfbudgets in Prozent (Spannen)',
    tableCaption: 'Kostenanteile eines Wahlkampfbudgets mit typischen Posten',
    columns: {
      category: 'Kostenart',
      share: 'Anteil am Budget',
      examples: 'Typische Posten',
    },
    items: [
      {
        id: 'werbemittel',
        kind: 'range',
        label: 'Werbemittel',
        min: 30,
        max: 40,
        mandatory: false,
        display: '30–40 %',
        icon: 'Printer',
        description:
          'Der klassisch größte Posten: alles, was gedruckt, gehängt und verteilt wird. Hohe Auflagen senken den Stückpreis, aber nur, was tatsächlich verteilt wird, wirkt.',
        examples: [
          'Plakate und Großflächen',
          'Flyer und Wahlkampfzeitung',
          'Visitenkarten und Türhänger',
          'Verteilung und Porto',
        ],
      },
      {
        id: 'online',
        kind: 'range',
        label: 'Online-Marketing und Webpräsenz',
        min: 20,
        max: 35,
        mandatory: false,
        display: '20–35 %',
        icon: 'Globe',
        description:
          'Website, Inhalte für soziale Medien, Newsletter und – wo zulässig – Anzeigen. Seit Oktober 2025 schalten Meta und Google in der EU keine politischen Anzeigen mehr; das Geld fließt daher stärker in Inhalte und eigene Kanäle.',
        examples: [
          'Website und Hosting',
          'Foto- und Videoproduktion',
          'Newsletter-Werkzeug',
          'Anzeigen in zulässigen Kanälen',
        ],
      },
      {
        id: 'personal',
        kind: 'range',
        label: 'Personal und Beratung',
        min: 15,
        max: 30,
        mandatory: false,
        display: '15–30 %',
        icon: 'Users',
        description:
          'Strategische Beratung, Gestaltung, Texte und bezahlte Unterstützung im Team. Auch Minijobs und Aushilfen kosten mehr als nur den Stundenlohn: Mindestlohn, Abgaben und Versicherung gehören in die Kalkulation.',
        examples: [
          'Strategie und Kampagnenberatung',
          'Grafik und Text',
          'Kampagnenbüro',
          'Schulungen für Ehrenamtliche',
        ],
      },
      {
        id: 'veranstaltungen',
        kind: 'range',
        label: 'Veranstaltungen und Vor-Ort-Präsenz',
        min: 10,
        max: 20,
        mandatory: false,
        display: '10–20 %',
        icon: 'MapPin',
        description:
          'Infostände, Bürgergespräche, Podien und der Haustürwahlkampf. Der persönliche Kontakt ist oft die wirksamste Maßnahme pro eingesetztem Euro.',
        examples: [
          'Infostand-Ausstattung',
          'Saalmiete und Technik',
          'Material für Haustürgespräche',
          'Bewirtung in angemessenem Rahmen',
        ],
      },
      {
        id: 'logistik',
        kind: 'range',
        label: 'Logistik und Sonstiges',
        min: 5,
        max: 10,
        mandatory: false,
        display: '5–10 %',
        icon: 'Truck',
        description:
          'Die Posten, die gern vergessen werden, bis sie fehlen: Lager, Transport und das Material zum Aufhängen und Abbauen der Plakate.',
        examples: ['Fahrzeuge und Fahrtkosten', 'Lagerfläche', 'Kabelbinder, Leitern, Ständer', 'Versicherung'],
      },
      {
        id: 'recht',
        kind: 'variable',
        label: 'Rechtliches und Compliance',
        min: null,
        max: null,
        mandatory: true,
        display: 'Pflicht, variabel',
        icon: 'Scale',
        description:
          'Kein fester Anteil, aber in jedem Budget Pflicht: Impressum, Datenschutz, Genehmigungen für Plakate und eine saubere Buchführung über Spenden und Ausgaben.',
        examples: [
          'Sondernutzungsgebühren für Plakate',
          'Datenschutzprüfung',
          'Buchhaltung und Rechenschaft',
          'Rechtliche Prüfung von Material',
        ],
      },
    ],
    footnote:
      'Richtwerte aus der Beratungspraxis. Weil es Spannen sind, ergeben die Werte zusammen nicht exakt 100 %. Rechtliches und Compliance hat keinen festen Anteil und erscheint deshalb nur in der Tabelle.',
  },

  budgetTips: {
    id: 'budgettipps',
    heading: 'Budgettipps: So planen Sie Ihr Wahlkampfbudget',
    items: [
      {
        id: 'frueh-planen',
        value: '6 Monate',
        title: 'Früh planen',
        icon: 'CalendarClock',
        description:
          'Beginnen Sie die Budgetplanung mindestens sechs Monate vor der Wahl – besser früher. In der heißen Phase sind Druckereien, Plakatflächen sowie Fotografinnen und Fotografen ausgebucht, Lieferzeiten werden knapp und Eilzuschläge teuer. Wer früh plant, hat außerdem Zeit, Spendenziele tatsächlich zu erreichen.',
      },
      {
        id: 'wirkung',
        value: '80 %',
        title: 'Auf Wirkung konzentrieren',
        icon: 'Target',
        description:
          'Setzen Sie rund 80 % des Budgets für die Maßnahmen mit der größten Wirkung bei Ihren Zielgruppen ein. Welche das sind, ergibt sich aus der Strategie, nicht aus Gewohnheit. Ein hilfreicher Maßstab: Was kostet eine Maßnahme pro erreichter Person in der Zielgruppe?',
      },
      {
        id: 'reserve',
        value: '15–20 %',
        title: 'Reserve freihalten',
        icon: 'PiggyBank',
        description:
          'Halten Sie 15–20 % des Budgets frei: für den Nachdruck nach beschädigten Plakaten, eine zusätzliche Veranstaltung oder eine schnelle Reaktion in der Schlussphase. Was am Ende übrig bleibt, fließt in die Mobilisierung der letzten Tage.',
      },
      {
        id: 'finanzierung',
        value: 'Kostenlos',
        title: 'Finanzierung klären',
        icon: 'HandCoins',
        description: `Noch kein Budget? Eine Spendenstrategie gehört an den Anfang, nicht ans Ende. ${SITE.brand} bietet eine kostenlose Spendenberatung an: welches Spendenziel realistisch ist, wer als Unterstützerin oder Unterstützer infrage kommt und welche Regeln dabei gelten.`,
      },
    ],
  },

  legal: {
    id: 'recht',
    heading: 'Finanzierung und Recht: Was Sie beim Budget beachten müssen',
    paragraphs: [
      'Spenden an Parteien regelt das Parteiengesetz. Die wichtigsten Grenzen: Barspenden sind nur bis 1.000 € zulässig. Spenden über 500 €, deren Spenderin oder Spender nicht feststellbar ist, dürfen nicht angenommen werden. Spenden, die im Kalenderjahr insgesamt 10.000 € übersteigen, werden mit Name und Anschrift im Rechenschaftsbericht veröffentlicht; Einzelspenden über 35.000 € sind unverzüglich der Präsidentin des Deutschen Bundestages anzuzeigen (§ 25 PartG).',
      'Kandidierende einer Partei finanzieren ihren Wahlkampf in aller Regel über die Partei. Spenden, die Mitglieder für die Partei entgegennehmen, sind unverzüglich an das satzungsmäßig zuständige Vorstandsmitglied weiterzuleiten. Seit der Reform des Parteiengesetzes 2024 wird Sponsoring gesondert ausgewiesen, und Werbung, die Dritte auf eigene Kosten für eine Partei machen („Parallelaktionen“), ist der Partei anzuzeigen und kann als Spende gelten. Stimmen Sie sich deshalb früh mit Ihrer Schatzmeisterei ab.',
      'Für parteilose Einzelbewerberinnen und -bewerber sowie kommunale Wählergemeinschaften gilt das Parteiengesetz nicht unmittelbar. Eine saubere Buchführung über Einnahmen und Ausgaben ist trotzdem dringend zu empfehlen. Spenden an unabhängige Wählergemeinschaften (im Gesetz: Wählervereinigungen) können unter bestimmten Voraussetzungen nach § 34g EStG steuerlich begünstigt sein. Parteilose Einzelbewerberinnen und -bewerber zur Bundestagswahl erhalten nach § 49b Bundeswahlgesetz eine Wahlkampfkostenerstattung, wenn sie mindestens 10 % der gültigen Erststimmen in ihrem Wahlkreis erreichen.',
      'Einige Kosten hat jeder Wahlkampf: Plakate, Flyer und Zeitungen brauchen nach den Landespressegesetzen ein Impressum mit Name und Anschrift der Druckerei und der Herausgeberin oder des Herausgebers. Ihre Website braucht ein Impressum – nach § 18 Abs. 1 Medienstaatsvertrag, wenn sie nicht geschäftsmäßig angeboten wird, wie meist bei der Website einer Kandidatur, sonst nach § 5 Digitale-Dienste-Gesetz – und eine Datenschutzerklärung nach der DSGVO. Für Plakate im öffentlichen Straßenraum verlangen die meisten Kommunen eine Sondernutzungserlaubnis – oft mit Gebühren, Stückzahlgrenzen und festen Fristen vor dem Wahltag.',
    ],
  },

  legalCallout: {
    title: 'Compliance ist kein Sparposten',
    tone: 'warning',
    paragraphs: [
      'Verstöße gegen die Spendenregeln können teuer werden: Nimmt eine Partei unzulässige Spenden an und leitet sie nicht wie vorgeschrieben an die Präsidentin des Deutschen Bundestages weiter, entsteht ein Anspruch in Höhe des Dreifachen des rechtswidrig erlangten Betrags (§ 31c PartG). Planen Sie Buchhaltung und rechtliche Prüfung deshalb von Anfang an ein.',
      'Dieser Leitfaden gibt einen Überblick und ersetzt keine Rechtsberatung im Einzelfall.',
    ],
    sources: [
      { label: 'Parteiengesetz (PartG), insbesondere §§ 25 und 31c', url: 'https://www.gesetze-im-internet.de/partg/' },
      { label: '§ 34g Einkommensteuergesetz', url: 'https://www.gesetze-im-internet.de/estg/__34g.html' },
      { label: '§ 49b Bundeswahlgesetz', url: 'https://www.gesetze-im-internet.de/bwahlg/__49b.html' },
      { label: 'Veröffentlichte Großspenden beim Deutschen Bundestag', url: 'https://www.bundestag.de/parteispenden' },
    ],
  },

  related: [
    {
      label: 'Wahlkampfstrategie erstellen',
      href: '/campaign-strategy',
      description: 'Erst die Strategie, dann das Budget: die zehn Erfolgsfaktoren.',
    },
    {
      label: 'Digitaler Wahlkampf',
      href: '/digital-campaigns',
      description: 'Welche digitalen Kanäle Ihr Geld wert sind.',
    },
  ],

  cta: {
    heading: 'Ein Budget, das zu Ihrer Strategie passt',
    text: 'Im kostenlosen Erstgespräch schätzen wir gemeinsam ein, welches Budget Ihre Kandidatur braucht und wie Sie es finanzieren. Unsere Angebote sind Festpreise – ohne Nachforderungen innerhalb des vereinbarten Umfangs. Noch kein Budget? Dann beginnen wir mit einer kostenlosen Spendenberatung.',
    label: 'Kostenloses Erstgespräch vereinbaren',
    href: '/kontakt',
  },

  // The article's sections in page order (GuideBlock in ./types.ts).
  body: [
    { kind: 'cost-ranges', section: 'ranges' },
    { kind: 'cost-shares', section: 'shares' },
    { kind: 'figures', section: 'budgetTips', columns: 4 },
    { kind: 'prose', section: 'legal', callout: 'legalCallout' },
  ],
} satisfies CampaignCostsContent
