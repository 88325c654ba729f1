import { SITE } from '../../config/site.ts'
import type { SocialMediaCampaignsContent } from './types'

const DIGITAL_2024_GERMANY = 'https://datareportal.com/reports/digital-2024-germany'
const DIGITAL_2025_GERMANY = 'https://datareportal.com/reports/digital-2025-germany'

/** Copy for /social-media-campaigns (SPEC 2.10; figures from SPEC 9). */
export const socialMediaCampaigns = {
  path: '/social-media-campaigns',
  shortTitle: 'Social-Media-Ratgeber',
  teaser:
    'Der Leitfaden zeigt, welche Plattformen welche Wählerinnen und Wähler erreichen, welche Inhalte funktionieren und wann Sie am besten posten. Außerdem erklärt er die neuen Regeln für politische Anzeigen seit Oktober 2025 und beantwortet 17 häufige Fragen.',
  focusKeyword: 'Social-Media-Wahlkampf',
  seo: {
    title: `Social-Media-Wahlkampf: Plattformen & Tipps | ${SITE.brand}`,
    description:
      'Social-Media-Wahlkampf planen: Reichweiten von Facebook bis TikTok, Content-Strategien, Posting-Zeiten, neue Regeln für politische Anzeigen und 17 FAQ.',
  },
  breadcrumb: 'Social-Media-Wahlkampf',
  kicker: 'Leitfaden Social-Media-Wahlkampf',
  headline: 'Social-Media-Wahlkampf: Reichweite aufbauen, Vertrauen gewinnen, Stimmen holen',
  intro: [
    'In sozialen Medien entscheidet sich nicht jede Wahl, aber kaum eine Kandidatur kommt heute ohne sie aus. Hier informieren sich vor allem jüngere Menschen über Politik, hier entstehen Bekanntheit und Nähe – und hier lässt sich auch mit kleinem Budget viel erreichen.',
    'Dieser Leitfaden zeigt, welche Plattformen welche Wählerinnen und Wähler erreichen, welche Inhalte funktionieren, wie oft und wann Sie posten sollten und was sich seit Oktober 2025 bei politischen Anzeigen geändert hat. Am Ende beantworten wir die 17 Fragen, die uns Kandidierende am häufigsten stellen.',
  ],
  datePublished: '2025-03-10',
  dateModified: '2026-11-23',

  stats: {
    id: 'zahlen',
    heading: 'Social Media und Politik: die wichtigsten Zahlen',
    sourceDialogTitle: 'Quelle',
    sourceButtonLabel: 'Quelle anzeigen',
    items: [
      {
        id: 'nutzer',
        value: '67,8 Mio.',
        label: 'Social-Media-Nutzeridentitäten in Deutschland (Januar 2024)',
        icon: 'Users',
        detail:
          'Soziale Netzwerke erreichen den Großteil der Bevölkerung – und damit auch Ihre Wählerinnen und Wähler, quer durch alle Altersgruppen. Gezählt werden Konten, nicht Personen: Wer zwei Netzwerke nutzt, kann doppelt erscheinen.',
        source: {
          label: 'DataReportal, „Digital 2024: Germany“ (Meltwater und We Are Social)',
          note: 'Der Bericht weist für Januar 2024 rund 67,8 Mio. Social-Media-Nutzeridentitäten in Deutschland aus. Nutzeridentitäten sind nicht zwingend einzelne Personen. Der Folgebericht „Digital 2025: Germany“ nennt rund 65,5 Mio.',
          url: DIGITAL_2024_GERMANY,
        },
      },
      {
        id: 'nutzungsdauer',
        value: '1 h 39 min',
        label: 'tägliche Social-Media-Nutzung in Deutschland (Internetnutzer von 16 bis 64 Jahren, Januar 2024)',
        icon: 'Clock',
        detail:
          'Soziale Medien gehören für viele Menschen fest zum Tagesablauf, bei Jüngeren deutlich länger als im Schnitt. Wer dort regelmäßig präsent ist, begegnet den eigenen Wählerinnen und Wählern nicht nur einmal im Wahlkampf, sondern immer wieder.',
        source: {
          label: 'DataReportal, „Digital 2024: Germany“ (Meltwater und We Are Social)',
          note: 'Internetnutzerinnen und -nutzer zwischen 16 und 64 Jahren in Deutschland verbrachten laut dem Bericht im Januar 2024 im Schnitt 1 Stunde 39 Minuten täglich in sozialen Medien. Weltweit waren es Anfang 2025 im Schnitt 2 Stunden 21 Minuten („Digital 2025 Global Overview Report“, ebenfalls Meltwater und We Are Social).',
          url: DIGITAL_2024_GERMANY,
        },
      },
      {
        id: 'junge-zielgruppe',
        value: '63 %',
        label:
          'der befragten jungen Menschen informieren sich in sozialen Medien über Politik (Trendstudie „Jugend in Deutschland 2023“)',
        icon: 'Newspaper',
        detail:
          'Für junge Wählerinnen und Wähler sind soziale Medien eine zentrale politische Informationsquelle. Wer dort fehlt, kommt in ihrer Wahrnehmung kaum vor.',
        source: {
          label: 'Trendstudie „Jugend in Deutschland 2023“ (Simon Schnetzer, Kilian Hampel, Klaus Hurrelmann)',
          note: 'In der Trendstudie „Jugend in Deutschland 2023“ gaben 63 % der befragten jungen Menschen an, sich in sozialen Medien über Politik zu informieren. Eine repräsentative Umfrage von Bitkom Research vom Februar 2024 unter Internetnutzerinnen und -nutzern von 16 bis 29 Jahren kam mit 77 % auf einen höheren Wert; sie zählte Messenger mit.',
        },
      },
      {
        id: 'glaubwuerdigkeit',
        value: 'Persönlich',
        label: 'wirkt glaubwürdiger als Hochglanz – unsere Erfahrung aus der Kampagnenpraxis, kein Messwert',
        icon: 'Heart',
        detail:
          'Beiträge, in denen ein Mensch selbst spricht, wirken deutlich glaubwürdiger als Hochglanzgrafiken mit Logo.',
        source: {
          label: 'Erfahrung aus der Kampagnenpraxis, gestützt auf Vertrauensforschung wie das Edelman Trust Barometer',
          note: 'Diese Kachel gibt unsere Erfahrung aus der Kampagnenpraxis wieder, keinen Messwert. Sie steht für einen gut belegten Befund: Menschen vertrauen Personen, die sie als ihresgleichen wahrnehmen, mehr als institutioneller Kommunikation. Das Edelman Trust Barometer hat wiederholt gezeigt, dass „eine Person wie du und ich“ als ähnlich glaubwürdig gilt wie Fachleute; eine Studie von Stackla (2019) ergab, dass Verbraucherinnen und Verbraucher nutzergenerierte Inhalte 2,4-mal häufiger als authentisch einstufen als Inhalte von Marken.',
        },
      },
    ],
  },

  platforms: {
    id: 'plattformen',
    heading: 'Die wichtigsten Plattformen und wen Sie dort erreichen',
    intro: [
      'Sie müssen nicht überall sein. Wählen Sie die zwei oder drei Plattformen, auf denen Ihre Zielgruppen tatsächlich unterwegs sind, und bespielen Sie diese regelmäßig.',
    ],
    items: [
      {
        id: 'facebook',
        name: 'Facebook',
        icon: 'Users',
        reach: {
          millions: 32.9,
          display: '32,9 Mio.',
          basis: 'monatlich aktive Nutzerinnen und Nutzer in Deutschland (DSA-Angabe)',
        },
        targetGroup: 'Vor allem Menschen ab 35 Jahren; stark in lokalen Gruppen, Vereinen und Nachbarschaften.',
        description:
          'Für Kommunal- und Landtagswahlkämpfe weiterhin einer der wichtigsten Kanäle, um ältere und lokal verwurzelte Wählerinnen und Wähler zu erreichen. Veranstaltungen, lokale Gruppen und längere Texte funktionieren hier besser als anderswo.',
        bestFor: [
          'Veranstaltungshinweise',
          'Beiträge in lokalen Gruppen, nach deren Regeln',
          'Längere Texte mit Foto',
          'Live-Videos aus Bürgergesprächen',
        ],
        source: {
          label:
            'Meta, Transparenzbericht für Facebook nach Art. 42 Digital Services Act (monatlich aktive Nutzerinnen und Nutzer je Mitgliedstaat, 2024/2025)',
          note: 'Der Digital Services Act verpflichtet sehr große Plattformen, in ihren Transparenzberichten die durchschnittliche Zahl der monatlich aktiven Nutzerinnen und Nutzer je Mitgliedstaat anzugeben (Art. 42 Abs. 3). Meta veröffentlicht die Berichte in seinem Transparency Center; darin steht Facebook für Deutschland bei rund 32,9 Mio. Als aktiv zählt auch, wer Inhalte sieht, ohne angemeldet zu sein. Die für Werbung erreichbare Zielgruppe, die DataReportal in „Digital 2025: Germany“ ausweist, liegt niedriger. Der Wert ist eine Größenordnung.',
        },
      },
      {
        id: 'instagram',
        name: 'Instagram',
        icon: 'Camera',
        reach: { millions: 31.3, display: '31,3 Mio.', basis: 'potenzielle Werbereichweite in Deutschland' },
        targetGroup: 'Schwerpunkt 18 bis 45 Jahre; visuell, mobil, stark über Stories und Reels.',
        description:
          'Die Plattform für Persönlichkeit: Einblicke in den Wahlkampfalltag, kurze Videos und Stories schaffen Nähe. Ideal, um jüngere Erwachsene und Familien zu erreichen.',
        bestFor: [
          'Reels mit Untertiteln',
          'Stories aus dem Wahlkampfalltag',
          'Karussell-Beiträge zu Themen',
          'Gemeinsame Beiträge mit lokalen Accounts',
        ],
        source: {
          label: 'Angaben nach DataReportal, „Digital 2025: Germany“ (Werbereichweite); gerundet',
          note: 'Potenzielle Werbereichweite, wie sie die Plattform Werbetreibenden ausweist; nicht identisch mit der Zahl aktiver Personen. Je nach Stichtag weichen die Werte ab.',
          url: DIGITAL_2025_GERMANY,
        },
      },
      {
        id: 'x',
        name: 'X (Twitter)',
        icon: 'AtSign',
        reach: { millions: 10.5, display: '10,5 Mio.', basis: 'potenzielle Werbereichweite in Deutschland' },
        targetGroup:
          'Journalistinnen und Journalisten, politisch Interessierte, Verbände sowie Multiplikatorinnen und Multiplikatoren.',
        description:
          'Weniger Masse, aber viele Meinungsbildnerinnen und Meinungsbildner. Nützlich für schnelle Reaktionen und den Kontakt zur Presse – mit spürbarem Risiko für Anfeindungen. Prüfen Sie regelmäßig, ob Ihre Zielgruppen dort noch aktiv sind.',
        bestFor: [
          'Schnelle Stellungnahmen',
          'Kontakt zum Lokaljournalismus',
          'Begleitung von Sitzungen und Debatten',
          'Verweise auf Website und Pressemitteilungen',
        ],
        source: {
          label: 'Angaben nach DataReportal, „Digital 2025: Germany“ (Werbereichweite); gerundet',
          note: 'Potenzielle Werbereichweite laut den Werbewerkzeugen der Plattform; die Zahl aktiver Nutzerinnen und Nutzer kann davon abweichen. Je nach Stichtag weichen die Werte ab.',
          url: DIGITAL_2025_GERMANY,
        },
      },
      {
        id: 'linkedin',
        name: 'LinkedIn',
        icon: 'Briefcase',
        reach: {
          millions: 20,
          display: 'über 20 Mio.',
          basis: 'registrierte Mitglieder in Deutschland, Österreich und der Schweiz zusammen (LinkedIn-Angabe)',
        },
        targetGroup: 'Fach- und Führungskräfte, Unternehmerinnen und Unternehmer, Verbände und Verwaltung.',
        description:
          'Der Kanal für wirtschafts- und fachpolitische Themen. Hier überzeugen Expertise, klare Positionen und ein gutes Netzwerk – besonders bei Landtags- und Bundestagskandidaturen oder in Städten mit starkem Mittelstand.',
        bestFor: [
          'Fachbeiträge mit klarer Position',
          'Berichte von Unternehmensbesuchen',
          'Längere Textbeiträge',
          'Vernetzung mit Kammern und Verbänden',
        ],
        source: {
          label: 'LinkedIn, eigene Angabe zur Zahl der Mitglieder in der DACH-Region',
          note: 'LinkedIn nennt für Deutschland, Österreich und die Schweiz zusammen über 20 Mio. registrierte Mitglieder. Registrierte Mitglieder sind keine aktiven Nutzerinnen und Nutzer, und auf Deutschland allein entfällt nur ein Teil; eine Zahl aktiver Nutzer in Deutschland nennt diese Angabe nicht. Die Zahl ist deshalb nur eingeschränkt mit den anderen Reichweiten vergleichbar.',
        },
      },
      {
        id: 'tiktok',
        name: 'TikTok',
        icon: 'Clapperboard',
        reach: { millions: 21.8, display: '21,8 Mio.', basis: 'potenzielle Werbereichweite in Deutschland' },
        targetGroup: 'Schwerpunkt 14 bis 29 Jahre, zunehmend auch Ältere; Erstwählerinnen und Erstwähler.',
        description:
          'Reichweite entsteht hier über Inhalte, nicht über Follower: Der Algorithmus zeigt gute Videos auch Menschen, die Ihnen nicht folgen. Wer Erstwählerinnen und Erstwähler erreichen will – bei der Europawahl und in vielen Ländern bei Kommunalwahlen schon ab 16 Jahren –, kommt an TikTok kaum vorbei.',
        bestFor: [
          'Kurze Erklärvideos',
          'Antworten auf Kommentare per Video',
          'Trends mit eigenem Inhalt',
          'Einblicke ohne Hochglanz',
        ],
        source: {
          label: 'Angaben nach DataReportal, „Digital 2025: Germany“ (Werbereichweite); gerundet',
          note: 'Potenzielle Werbereichweite laut den Werbewerkzeugen der Plattform; nicht identisch mit der Zahl aktiver Personen. Je nach Stichtag weichen die Werte ab.',
          url: DIGITAL_2025_GERMANY,
        },
      },
      {
        id: 'youtube',
        name: 'YouTube',
        icon: 'TvMinimalPlay',
        reach: { millions: 65.5, display: '65,5 Mio.', basis: 'potenzielle Werbereichweite in Deutschland' },
        targetGroup: 'Nahezu alle Altersgruppen – von Schülerinnen und Schülern bis zu Seniorinnen und Senioren.',
        description:
          'Die größte Reichweite aller Plattformen in Deutschland. YouTube eignet sich für längere Erklärvideos, Reden und Diskussionsrunden und über Shorts auch für kurze Formate. Videos bleiben lange auffindbar, auch über die Google-Suche.',
        bestFor: [
          'Erklärvideos zu Kernthemen',
          'Aufzeichnungen von Podien',
          'Shorts als Zweitverwertung',
          'Videos zum Einbetten auf der Website',
        ],
        source: {
          label:
            'Angaben nach DataReportal, „Digital 2024: Germany“ und „Digital 2025: Germany“ (Werbereichweite); gerundet',
          note: 'Potenzielle Werbereichweite laut Googles Werbewerkzeugen, in beiden Berichten in der Größenordnung von 65,5 Mio. Nicht identisch mit der Zahl aktiver Personen.',
          url: DIGITAL_2025_GERMANY,
        },
      },
    ],
    footnote:
      'Reichweitenangaben sind Größenordnungen: Plattformen zählen Personen, Konten und erreichbare Werbezielgruppen unterschiedlich, und die Werte ändern sich von Quartal zu Quartal. Für Ihre Planung zählt vor allem, wie viele Menschen Sie in Ihrem Wahlgebiet erreichen.',
  },

  contentStrategies: {
    id: 'content-strategien',
    heading: 'Vier Content-Strategien, die im Wahlkampf funktionieren',
    items: [
      {
        id: 'authentizitaet',
        title: 'Authentizität',
        icon: 'Heart',
        description:
          'Zeigen Sie, wer Sie sind – nicht, wer Sie glauben sein zu müssen. Wählerinnen und Wähler merken schnell, ob ein Beitrag von Ihnen kommt oder aus einer Textvorlage. Sprechen Sie selbst in die Kamera, in Ihrer Sprache, gern auch mit regionaler Färbung.',
        points: [
          'Selbst sprechen statt sprechen lassen',
          'Offene Fragen und Fehler zugeben',
          'Persönlich ja, privat nur mit Bedacht',
        ],
      },
      {
        id: 'storytelling',
        title: 'Storytelling',
        icon: 'BookOpen',
        description:
          'Menschen erinnern sich an Geschichten, nicht an Programmpunkte. Erzählen Sie, warum Sie kandidieren, und machen Sie Themen an Menschen aus dem Ort fest: an der Pflegekraft, die keinen Kitaplatz findet, oder am Handwerksbetrieb, der Auszubildende sucht.',
        points: [
          'Jedes Thema mit einem Gesicht verbinden',
          'Ausgangslage, Problem, Lösung',
          'Serien statt Einzelbeiträge, z. B. „Ein Tag in …“',
        ],
      },
      {
        id: 'interaktion',
        title: 'Interaktion',
        icon: 'MessageCircle',
        description:
          'Soziale Medien sind kein Plakat, sondern ein Gespräch. Beantworten Sie Fragen, greifen Sie Kommentare in Videos auf und laden Sie zum Mitmachen ein. Wer sich ernst genommen fühlt, folgt Ihnen nicht nur, sondern unterstützt Sie – und wählt Sie im besten Fall auch.',
        points: [
          'Fragen innerhalb von 24 Stunden beantworten',
          'Umfragen und Fragerunden in Stories',
          'Kommentare als Anlass für neue Videos',
        ],
      },
      {
        id: 'visuals',
        title: 'Visuals',
        icon: 'Image',
        description:
          'Im Feed entscheidet die erste Sekunde. Einheitliche Farben, gut lesbare Schrift und echte Fotos statt Stockbildern machen Ihre Beiträge wiedererkennbar. Videos brauchen Untertitel, denn viele werden ohne Ton angesehen.',
        points: [
          'Hochformat 9:16 für Reels, TikTok und Shorts',
          'Untertitel in jedem Video',
          'Wiedererkennbares Design statt Hochglanzkulisse',
        ],
      },
    ],
  },

  advice: {
    id: 'praxistipps',
    heading: 'Praxistipps: Frequenz, Budget, Planung und Timing',
    items: [
      {
        id: 'frequenz',
        value: '3–4',
        title: 'Beiträge pro Woche',
        icon: 'Calendar',
        description:
          'Regelmäßigkeit schlägt Masse. Drei bis vier durchdachte Beiträge pro Woche halten Sie sichtbar, ohne Ihr Team zu überlasten. Stories und kurze Reaktionen kommen hinzu; in der heißen Phase darf es mehr werden.',
      },
      {
        id: 'budget',
        value: '50–100 €',
        title: 'Werbebudget pro Woche, wo Anzeigen noch möglich sind',
        icon: 'Wallet',
        description:
          'Unser Richtwert aus der Kampagnenpraxis für eine Kandidatur auf kommunaler oder Landesebene – für Kanäle, die politische Anzeigen nach den neuen EU-Regeln noch annehmen, etwa regionale Nachrichtenportale. Auf den großen Plattformen gilt er nicht: Meta und Google schalten seit Oktober 2025 in der EU keine politischen Anzeigen mehr, TikTok und LinkedIn lassen sie grundsätzlich nicht zu. Wo Sie keine Anzeige schalten können, investieren Sie das Budget in bessere Inhalte.',
      },
      {
        id: 'planung',
        value: '2–4 Wochen',
        title: 'Vorlauf in der Planung',
        icon: 'CalendarClock',
        description:
          'Planen Sie Beiträge zwei bis vier Wochen im Voraus in einem Redaktionsplan: Themen, Formate, Termine, Zuständigkeiten. So bleibt Luft für spontane Reaktionen, ohne dass der Kanal verstummt, wenn es stressig wird.',
      },
      {
        id: 'content-mix',
        value: '40/30/20/10',
        title: 'Content-Mix',
        icon: 'ChartPie',
        description:
          'Eine Faustregel für die Mischung: 40 % persönlich, 30 % politisch, 20 % Community, 10 % Behind the Scenes. Persönliche Inhalte schaffen die Beziehung, auf der Ihre politischen Botschaften aufbauen.',
      },
      {
        id: 'zeiten',
        value: '18–21 Uhr',
        title: 'Beste Zeiten',
        icon: 'Clock',
        description:
          'Werktags zwischen 18 und 21 Uhr und am Wochenende zwischen 12 und 15 Uhr sind viele Menschen in Ruhe online. Prüfen Sie nach einigen Wochen in der Statistik Ihres Profils, wann Ihre eigene Community aktiv ist.',
      },
    ],
    contentMixHeading: 'Der empfohlene Content-Mix',
    contentMix: [
      {
        id: 'persoenlich',
        label: 'Persönlich',
        percent: 40,
        examples: 'Warum Sie kandidieren, Ihr Ort, Ihr Alltag, Ihre Werte',
      },
      {
        id: 'politisch',
        label: 'Politisch',
        percent: 30,
        examples: 'Positionen, Vorschläge und Erklärungen zu Ihren Kernthemen',
      },
      {
        id: 'community',
        label: 'Community',
        percent: 20,
        examples: 'Vereine, Ehrenamt, Unterstützerinnen und Unterstützer, Antworten auf Fragen',
      },
      {
        id: 'behind-the-scenes',
        label: 'Behind the Scenes',
        percent: 10,
        examples: 'Wahlkampfteam, Plakatieren, Vorbereitung, kleine Pannen',
      },
    ],
    postingTimesHeading: 'Die besten Zeiten zum Posten',
    postingTimes: [
      { days: 'Werktags', time: '18–21 Uhr', note: 'Nach Feierabend, wenn soziale Medien in Ruhe genutzt werden.' },
      {
        days: 'Wochenende',
        time: '12–15 Uhr',
        note: 'Mittags und am frühen Nachmittag, zwischen Einkauf, Familie und Freizeit.',
      },
    ],
    footnote:
      'Erfahrungswerte aus der Kampagnenpraxis. Nach einigen Wochen sind die Statistiken Ihrer eigenen Profile die bessere Grundlage.',
  },

  adsCallout: {
    title: 'Politische Anzeigen: Was seit Oktober 2025 gilt',
    tone: 'warning',
    paragraphs: [
      'Seit dem 10. Oktober 2025 gilt die EU-Verordnung 2024/900 über die Transparenz und das Targeting politischer Werbung in weiten Teilen. Politische Anzeigen müssen gekennzeichnet sein und offenlegen, wer sie bezahlt, was sie kosten und auf welche Wahl sie sich beziehen. Zielgruppen dürfen mit personenbezogenen Daten nur nach ausdrücklicher Einwilligung angesprochen werden; Profiling anhand besonders geschützter Daten wie politischer Meinungen ist verboten.',
      'Meta (Facebook, Instagram) und Google (einschließlich YouTube) haben politische Anzeigen in der EU daraufhin eingestellt; TikTok und LinkedIn erlauben sie ohnehin nicht. Organische Beiträge bleiben erlaubt. Reichweite entsteht damit vor allem über gute Inhalte, Ihre Community und eigene Kanäle wie Website, Newsletter und WhatsApp-Kanal.',
    ],
    sources: [
      {
        label: 'Verordnung (EU) 2024/900 über die Transparenz und das Targeting politischer Werbung',
        url: 'https://eur-lex.europa.eu/eli/reg/2024/900/oj',
      },
      { label: 'Meta, Ankündigung vom Juli 2025: keine politischen Anzeigen in der EU ab Oktober 2025' },
      { label: 'Google, Ankündigung vom November 2024: keine politischen Anzeigen in der EU ab Oktober 2025' },
    ],
  },

  faq: {
    id: 'faq',
    heading: 'Häufige Fragen zum Social-Media-Wahlkampf',
    items: [
      {
        question: 'Wann sollte ich mit Social Media für meinen Wahlkampf beginnen?',
        answer:
          'So früh wie möglich, idealerweise zwölf Monate vor der Wahl. Eine Community wächst langsam, und Profile, die erst sechs Wochen vor dem Wahltag starten, wirken wie Wahlwerbung statt wie ein Gesprächsangebot. Wer früh beginnt, kann ausprobieren, welche Formate ankommen, und geht mit einer treuen Stammleserschaft in die heiße Phase.',
      },
      {
        question: 'Welche Plattform ist für meine Kandidatur die richtige?',
        answer:
          'Die, auf der Ihre wichtigsten Zielgruppen unterwegs sind. Für Kommunalwahlen sind Facebook und Instagram meist gesetzt, ergänzt um einen WhatsApp-Kanal. Wenn Sie junge Menschen erreichen wollen, kommen TikTok oder YouTube Shorts dazu; für wirtschaftspolitische Themen LinkedIn. Zwei gut gepflegte Kanäle sind besser als fünf halbherzige.',
      },
      {
        question: 'Brauche ich ein eigenes öffentliches Profil oder reicht mein privates?',
        answer:
          'Legen Sie ein eigenes öffentliches Profil an, etwa eine Facebook-Seite und ein Creator-Konto bei Instagram. So trennen Sie Privates von der Kandidatur, erhalten Statistiken und können Aufgaben im Team verteilen. Für Profile, die Sie als Kandidatin oder Kandidat nutzen, wird in aller Regel eine Anbieterkennzeichnung erwartet (§ 5 Digitale-Dienste-Gesetz, § 18 Medienstaatsvertrag); verlinken Sie dazu gut sichtbar das Impressum Ihrer Website.',
      },
      {
        question: 'Wie oft sollte ich posten?',
        answer:
          'Als Richtwert drei bis vier Beiträge pro Woche, dazu Stories und kurze Reaktionen. Entscheidend ist die Verlässlichkeit: Ein Kanal, der wochenlang schweigt und dann täglich postet, verliert Reichweite. In den letzten sechs Wochen vor der Wahl darf die Frequenz steigen, wenn Sie genug gute Inhalte haben.',
      },
      {
        question: 'Wie viel Zeit muss ich für Social Media einplanen?',
        answer:
          'Rechnen Sie für eine Kandidatur auf kommunaler Ebene mit etwa fünf bis acht Stunden pro Woche für Planung, Produktion und Antworten auf Kommentare – ein Erfahrungswert, der je nach Anspruch schwankt. Sparen lässt sich Zeit, indem Sie Inhalte bündeln: An einem Nachmittag lassen sich mehrere Videos für zwei Wochen aufnehmen. Die Community-Betreuung kann ein verlässliches Teammitglied übernehmen.',
      },
      {
        question: 'Was kostet ein Social-Media-Wahlkampf?',
        answer:
          'Die größten Posten sind gute Porträtfotos, gelegentliche professionelle Videos und die Arbeitszeit für Inhalte. Für Anzeigen nennen wir als Richtwert 50–100 € pro Woche, sofern Sie zulässige Kanäle finden. Dazu kommen kleinere Beträge für Werkzeuge wie Planungs- oder Schnittprogramme. Wie sich das in das Gesamtbudget einfügt, zeigt unser Leitfaden zu den Wahlkampfkosten.',
      },
      {
        question: 'Darf ich in sozialen Medien noch politische Anzeigen schalten?',
        answer:
          'Rechtlich ja, praktisch nur eingeschränkt. Seit Oktober 2025 gilt die EU-Verordnung 2024/900 mit strengen Kennzeichnungs- und Targeting-Regeln. Meta und Google haben politische Anzeigen in der EU daraufhin eingestellt, TikTok und LinkedIn lassen sie grundsätzlich nicht zu. Möglich bleiben etwa Anzeigen bei Medienhäusern, die die neuen Transparenzpflichten erfüllen. Auch wenn Unterstützerinnen und Unterstützer auf eigene Kosten für Sie werben, gelten Regeln – bei Parteien etwa die Anzeigepflicht für Parallelaktionen nach dem Parteiengesetz.',
      },
      {
        question: 'Wie gehe ich mit Hasskommentaren und Trollen um?',
        answer:
          'Veröffentlichen Sie eine kurze Netiquette und setzen Sie sie konsequent durch. Beleidigungen, Drohungen und Volksverhetzung löschen Sie, sichern aber vorher Beweise mit Screenshot, Datum und Link. Strafbare Inhalte können Sie der Plattform melden und bei der Polizei anzeigen; Beratungsstellen wie HateAid unterstützen Betroffene. Sachliche Kritik dagegen beantworten Sie einmal ruhig – für die stillen Mitlesenden, nicht für den Troll.',
      },
      {
        question: 'Muss ich auf jeden Kommentar antworten?',
        answer:
          'Nein, aber auf jede ernst gemeinte Frage. Antworten Sie möglichst innerhalb von 24 Stunden, kurz und freundlich, und verweisen Sie bei komplexen Themen auf ein Gespräch oder Ihre Website. Ein Like auf einen unterstützenden Kommentar genügt oft. Endlose Diskussionen mit Menschen, die Sie ohnehin nicht wählen werden, kosten Zeit, die Ihnen woanders fehlt.',
      },
      {
        question: 'Wie gewinne ich mehr Follower?',
        answer:
          'Mit Inhalten, die Menschen teilen wollen, und mit Verbindungen in die echte Welt: QR-Codes auf Flyern und Plakaten, gemeinsame Beiträge mit Vereinen und lokalen Initiativen, Markierungen von Orten und Veranstaltungen. Bitten Sie Ihr Team, Beiträge aktiv zu teilen. Kaufen Sie niemals Follower oder Interaktionen – das fällt auf, schadet der Reichweite und Ihrer Glaubwürdigkeit.',
      },
      {
        question: 'Wie persönlich dürfen meine Inhalte sein?',
        answer:
          'Persönlich ja, privat nur mit Bedacht. Ihre Beweggründe, Ihr Beruf, Ihr Ort und Ihr Wahlkampfalltag gehören dazu und machen Sie nahbar. Familie und insbesondere Kinder zeigen Sie nur mit Einwilligung – Kinder am besten gar nicht erkennbar. Überlegen Sie bei jedem privaten Einblick, ob Sie damit auch in einer Krise noch leben können.',
      },
      {
        question: 'Welche Inhalte funktionieren im lokalen Wahlkampf besonders gut?',
        answer:
          'Alles mit erkennbarem Ortsbezug: Videos vom Ort eines Problems mit Ihrem Lösungsvorschlag, kurze Erklärungen kommunaler Entscheidungen in 60 Sekunden, Besuche bei Vereinen, Betrieben und Ehrenamtlichen, Antworten auf Fragen aus der Nachbarschaft. Auch Vorher-nachher-Beiträge zu Projekten, an denen Sie beteiligt waren, schaffen Vertrauen in Ihre Arbeit.',
      },
      {
        question: 'Brauche ich professionelle Fotos und Videos?',
        answer:
          'Für Porträts ja: Ein professionelles Fotoshooting liefert das Material für Plakate, Website und Profile gleichermaßen. Für den Alltag reicht ein aktuelles Smartphone, wenn Licht und Ton stimmen – ein Ansteckmikrofon für wenig Geld verbessert Videos mehr als jede teure Kamera. Hochglanz ist in sozialen Medien ohnehin oft weniger glaubwürdig als ein ehrlicher Handyclip.',
      },
      {
        question: 'Was muss ich beim Datenschutz beachten?',
        answer:
          'Wer auf Fotos erkennbar ist, muss der Veröffentlichung in der Regel zustimmen; bei Veranstaltungen weisen Sie vorab darauf hin, dass fotografiert wird. Newsletter und Messenger-Listen brauchen eine nachweisbare Einwilligung, am besten per Double-Opt-in. Vorsicht bei Kontaktlisten: Angaben zur politischen Meinung gehören nach Art. 9 DSGVO zu den besonders geschützten Daten. Laden Sie solche Listen nicht ohne Rechtsgrundlage auf Plattformen hoch.',
      },
      {
        question: 'Wie messe ich den Erfolg meiner Social-Media-Arbeit?',
        answer:
          'Nicht an Likes allein. Aussagekräftiger sind die Reichweite in Ihrem Wahlgebiet, die Interaktionsrate, Profilaufrufe, Klicks auf Ihre Website sowie Anmeldungen für Newsletter oder als Helferin und Helfer. Werten Sie diese Zahlen monatlich aus, in der heißen Phase wöchentlich, und übertragen Sie, was funktioniert hat, auf die nächsten Beiträge.',
      },
      {
        question: 'Was tue ich, wenn mir ein Fehler unterläuft oder ein Shitstorm beginnt?',
        answer:
          'Stoppen Sie zuerst alle geplanten Beiträge, damit nichts Unpassendes erscheint. Klären Sie den Sachverhalt im Team, bevor Sie reagieren – aber nicht tagelang. Einen echten Fehler korrigieren Sie offen und entschuldigen sich, ohne Ausflüchte. Löschen Sie kritische, aber zulässige Kommentare nicht massenhaft; das verschärft die Lage meist. Ein vorab vereinbarter Krisenplan spart in solchen Momenten wertvolle Stunden.',
      },
      {
        question: 'Kann ich künstliche Intelligenz für Social-Media-Inhalte nutzen?',
        answer:
          'Ja, etwa für Themenideen, erste Textentwürfe, Untertitel oder Übersetzungen. Jeder Inhalt muss aber von einem Menschen geprüft werden, denn KI-Werkzeuge machen sachliche Fehler. Realistisch wirkende KI-Bilder, -Stimmen oder -Videos sollten Sie immer kennzeichnen: Plattformen wie TikTok und Meta verlangen das, und die KI-Verordnung der EU schreibt vor, Deepfakes als künstlich erzeugt offenzulegen (Art. 50 Abs. 4). Täuschende Darstellungen von Mitbewerberinnen und Mitbewerbern sind tabu.',
      },
    ],
  },

  dosAndDonts: {
    heading: 'Dos und Don’ts im Social-Media-Wahlkampf',
    dosLabel: 'Dos',
    dos: [
      'Regelmäßig und planbar posten, nach Redaktionsplan',
      'Selbst in die Kamera sprechen und Ortsbezug zeigen',
      'Jedes Video untertiteln',
      'Fragen innerhalb von 24 Stunden beantworten',
      'Einwilligungen für Fotos einholen und Impressum verlinken',
      'Eine Netiquette veröffentlichen und durchsetzen',
      'Kennzahlen auswerten und nachsteuern',
    ],
    dontsLabel: 'Don’ts',
    donts: [
      'Follower, Likes oder Kommentare kaufen',
      'Ungeprüfte Informationen teilen',
      'Mitbewerberinnen und Mitbewerber persönlich herabsetzen',
      'Sachliche Kritik pauschal löschen',
      'Denselben Beitrag unverändert auf allen Plattformen posten',
      'Kinder ohne Einwilligung erkennbar zeigen',
      'Realistische KI-Inhalte ohne Kennzeichnung veröffentlichen',
    ],
  },

  related: [
    {
      label: 'Digitaler Wahlkampf',
      href: '/digital-campaigns',
      description: 'Website, Newsletter, WhatsApp und Video im Zusammenspiel.',
    },
    {
      label: 'Wahlkampfkosten',
      href: '/campaign-costs',
      description: 'Welcher Anteil des Budgets in Online-Marketing fließen sollte.',
    },
  ],

  cta: {
    heading: 'Social-Media-Wahlkampf mit Plan',
    text: 'Wir entwickeln mit Ihnen Kanalstrategie, Redaktionsplan und Formate und produzieren auf Wunsch Fotos, Videos und Kurzclips – zum Festpreis. Das Erstgespräch ist kostenlos; am meisten erreichen wir, wenn Sie sich mindestens zwölf Monate vor der Wahl melden.',
    label: 'Kostenloses Erstgespräch vereinbaren',
    href: '/kontakt',
  },

  // The article's sections in page order (GuideBlock in ./types.ts).
  body: [
    { kind: 'stats', section: 'stats' },
    { kind: 'platforms', section: 'platforms' },
    { kind: 'cards', section: 'contentStrategies', columns: 2 },
    { kind: 'social-advice', section: 'advice', callout: 'adsCallout' },
    { kind: 'faq', section: 'faq' },
    { kind: 'dos-and-donts', section: 'dosAndDonts', id: 'dos-und-donts' },
  ],
} satisfies SocialMediaCampaignsContent
