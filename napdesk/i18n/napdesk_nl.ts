<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;p&gt;Made by the napdesk developers. The cards are napdesk&apos;s own vector art. The rules come from Foster&apos;s Complete Hoyle (1897) and other old and new descriptions of the game.&lt;/p&gt;&lt;p&gt;Built with Qt and PySide6 (LGPL), platformdirs (MIT), miniaudio (MIT) and SQLite (public domain). The packaged program ships the DejaVu fonts (free licence).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gemaakt door de ontwikkelaars van napdesk. De kaarten zijn napdesks eigen vectortekeningen. De regels komen uit Foster&apos;s Complete Hoyle (1897) en andere oude en nieuwe beschrijvingen van het spel.&lt;/p&gt;&lt;p&gt;Gebouwd met Qt en PySide6 (LGPL), platformdirs (MIT), miniaudio (MIT) en SQLite (publiek domein). Het verpakte programma bevat de DejaVu-lettertypen (vrije licentie).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About napdesk</source>
        <translation>Over napdesk</translation>
    </message>
    <message>
        <source>napdesk logo</source>
        <translation>napdesk-logo</translation>
    </message>
    <message>
        <source>Napoleon (Nap), the Victorian trick-taking card game, with the house rules of the old books and computer opponents.</source>
        <translation>Napoleon (Nap), het Victoriaanse slagenspel, met de huisregels uit de oude boeken en computertegenstanders.</translation>
    </message>
    <message>
        <source>(none: nothing is saved)</source>
        <translation>(geen: er wordt niets bewaard)</translation>
    </message>
    <message>
        <source>Your data: {folder}</source>
        <translation>Je gegevens: {folder}</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>Card face down</source>
        <translation>Kaart met de rug naar boven</translation>
    </message>
    <message>
        <source>{card}, may be played</source>
        <translation>{card}, mag gespeeld worden</translation>
    </message>
    <message>
        <source>{card}, may not be played: {reason}</source>
        <translation>{card}, mag niet gespeeld worden: {reason}</translation>
    </message>
    <message>
        <source>{card}, may not be played</source>
        <translation>{card}, mag niet gespeeld worden</translation>
    </message>
    <message>
        <source>Card {n} of {count} in your hand</source>
        <translation>Kaart {n} van {count} in je hand</translation>
    </message>
    <message>
        <source>You play the {card}</source>
        <translation>Je speelt {card}</translation>
    </message>
    <message>
        <source>{player} plays the {card}</source>
        <translation>{player} speelt {card}</translation>
    </message>
    <message>
        <source>You win trick {n}</source>
        <translation>Je wint slag {n}</translation>
    </message>
    <message>
        <source>{player} wins trick {n}</source>
        <translation>{player} wint slag {n}</translation>
    </message>
    <message>
        <source>Hand information</source>
        <translation>Gegevens van de hand</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>No card played yet</source>
        <translation>Nog geen kaart gespeeld</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Table controls</source>
        <translation>Bediening van de tafel</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Van het spel zelf</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>The card theme {name} is not installed: using napdesk&apos;s own cards.</source>
        <translation>Het kaartthema {name} is niet geïnstalleerd: napdesk gebruikt zijn eigen kaarten.</translation>
    </message>
    <message>
        <source>The card theme {name} could not be read ({path}): using napdesk&apos;s own cards.</source>
        <translation>Het kaartthema {name} kon niet worden gelezen ({path}): napdesk gebruikt zijn eigen kaarten.</translation>
    </message>
    <message>
        <source>The card theme {name} has no cards napdesk recognises: using napdesk&apos;s own cards.</source>
        <translation>Het kaartthema {name} heeft geen kaarten die napdesk herkent: napdesk gebruikt zijn eigen kaarten.</translation>
    </message>
</context>
<context>
    <name>ChipsChart</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>{unit} after each hand</source>
        <translation>{unit} na elke hand</translation>
    </message>
    <message>
        <source>A line per player: {unit} (up) after each hand (across)</source>
        <translation>Een lijn per speler: {unit} (omhoog) na elke hand (opzij)</translation>
    </message>
    <message>
        <source>Point at the chart to see a hand</source>
        <translation>Wijs in de grafiek een hand aan om die te zien</translation>
    </message>
    <message>
        <source>Reading hands: {done} of {total}…</source>
        <translation>Handen lezen: {done} van {total}…</translation>
    </message>
    <message>
        <source>Start: {amounts}</source>
        <translation>Begin: {amounts}</translation>
    </message>
    <message>
        <source>Hand {n} ({detail}): {amounts}</source>
        <translation>Hand {n} ({detail}): {amounts}</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>iedereen paste</translation>
    </message>
    <message>
        <source>{who} bid {bid}, {result}</source>
        <translation>{who} bood {bid}, {result}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Volgende les</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Why?</source>
        <translation>Waarom?</translation>
    </message>
    <message>
        <source>Why the coach says so</source>
        <translation>Waarom de coach dat zegt</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Opnieuw</translation>
    </message>
    <message>
        <source>Play this lesson again</source>
        <translation>Deze les opnieuw spelen</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Volgende les</translation>
    </message>
    <message>
        <source>Go to the next lesson</source>
        <translation>Naar de volgende les</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
</context>
<context>
    <name>CostsLabel</name>
    <message>
        <source>Chips lost to decisions and to the cards</source>
        <translation>Fiches verloren door beslissingen en door de kaarten</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing your decisions in the last %n hand(s)…</source>
        <translation>
            <numerusform>Je beslissingen in de laatste hand worden nagekeken…</numerusform>
            <numerusform>Je beslissingen in de laatste %n handen worden nagekeken…</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions could not be reviewed: {error}</source>
        <translation>Je beslissingen konden niet worden nagekeken: {error}</translation>
    </message>
    <message>
        <source>No finished hand of yours to review yet.</source>
        <translation>Nog geen uitgespeelde hand van jou om na te kijken.</translation>
    </message>
    <message numerus="yes">
        <source>Over your last %n hand(s): chips lost to your decisions {decisions}, to the cards {cards}.</source>
        <translation>
            <numerusform>In je laatste hand: fiches verloren door je beslissingen {decisions}, door de kaarten {cards}.</numerusform>
            <numerusform>In je laatste %n handen: fiches verloren door je beslissingen {decisions}, door de kaarten {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) too big to review.</source>
        <translation>
            <numerusform>%n hand te groot om na te kijken.</numerusform>
            <numerusform>%n handen te groot om na te kijken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogMenus</name>
    <message>
        <source>New &amp;session…</source>
        <translation>Nieuwe &amp;sessie…</translation>
    </message>
    <message>
        <source>Choose the players, the rules and the length, and start</source>
        <translation>Kies de spelers, de regels en de lengte, en begin</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>Score&amp;bord</translation>
    </message>
    <message>
        <source>The session hand by hand, and the past sessions</source>
        <translation>De sessie hand voor hand, en de vorige sessies</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>Hand&amp;geschiedenis…</translation>
    </message>
    <message>
        <source>Replay a past hand card by card</source>
        <translation>Speel een eerdere hand kaart voor kaart na</translation>
    </message>
    <message>
        <source>House &amp;rules…</source>
        <translation>Huis&amp;regels…</translation>
    </message>
    <message>
        <source>Every house rule, one by one</source>
        <translation>Alle huisregels, één voor één</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>Cards, felt, speed, hints, language</source>
        <translation>Kaarten, laken, snelheid, tips, taal</translation>
    </message>
    <message>
        <source>&amp;Rules of Nap</source>
        <translation>Spel&amp;regels van Nap</translation>
    </message>
    <message>
        <source>How Nap is played, and this session&apos;s house rules</source>
        <translation>Hoe Nap gespeeld wordt, en de huisregels van deze sessie</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Start a new session with these rules? The current one is kept and can be resumed.</source>
        <translation>Een nieuwe sessie met deze regels beginnen? De huidige blijft bewaard en kan worden hervat.</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>Nieuwe sessie beginnen</translation>
    </message>
    <message>
        <source>Apply from the next hand</source>
        <translation>Vanaf de volgende hand toepassen</translation>
    </message>
    <message>
        <source>These changes can also apply to this session from its next hand.</source>
        <translation>Deze wijzigingen kunnen ook vanaf de volgende hand voor deze sessie gelden.</translation>
    </message>
    <message>
        <source>The new house rules apply from the next hand</source>
        <translation>De nieuwe huisregels gelden vanaf de volgende hand</translation>
    </message>
</context>
<context>
    <name>ExportProgress</name>
    <message>
        <source>Export session</source>
        <translation>Sessie exporteren</translation>
    </message>
    <message>
        <source>Exporting “{name}”…</source>
        <translation>“{name}” wordt geëxporteerd…</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Noordwest</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Noordoost</translation>
    </message>
    <message>
        <source>North-north-west</source>
        <translation>Noordnoordwest</translation>
    </message>
    <message>
        <source>North-north-east</source>
        <translation>Noordnoordoost</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>De hand is uitgespeeld</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Je bent niet aan de beurt</translation>
    </message>
    <message>
        <source>The game waits until it can be saved: {error}</source>
        <translation>Het spel wacht tot het kan worden opgeslagen: {error}</translation>
    </message>
    <message>
        <source>Nothing was taken back, the game cannot be saved: {error}</source>
        <translation>Er is niets teruggenomen, het spel kan niet worden opgeslagen: {error}</translation>
    </message>
    <message>
        <source>Nothing was put back, the game cannot be saved: {error}</source>
        <translation>Er is niets teruggezet, het spel kan niet worden bewaard: {error}</translation>
    </message>
</context>
<context>
    <name>HandBoard</name>
    <message>
        <source>dealer</source>
        <translation>deler</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>bod {bid}</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>speelt niet mee</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation>Laatste slag: {cards}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Slag: {cards}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Troef: {suit}</translation>
    </message>
    <message>
        <source>Tricks: bidder {b}, opponents {d}</source>
        <translation>Slagen: bieder {b}, tegenstanders {d}</translation>
    </message>
    <message>
        <source>No hand open</source>
        <translation>Geen hand geopend</translation>
    </message>
    <message>
        <source>Trumps {glyph}</source>
        <translation>Troef {glyph}</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Ingetrokken</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Gehaald</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Niet gehaald</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>seat {n}</source>
        <translation>plaats {n}</translation>
    </message>
    <message numerus="yes">
        <source>{who} exchanges %n card(s)</source>
        <translation>
            <numerusform>{who} ruilt %n kaart</numerusform>
            <numerusform>{who} ruilt %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} past</translation>
    </message>
    <message>
        <source>{who} bids {bid}</source>
        <translation>{who} biedt {bid}</translation>
    </message>
    <message>
        <source>{who} plays {card}</source>
        <translation>{who} speelt {card}</translation>
    </message>
    <message>
        <source>{who} discards {card}</source>
        <translation>{who} legt {card} af</translation>
    </message>
    <message>
        <source>{who} stands pat</source>
        <translation>{who} ruilt niets</translation>
    </message>
    <message>
        <source>{who} takes the widow</source>
        <translation>{who} neemt de weduwe</translation>
    </message>
    <message>
        <source>{who} peeps</source>
        <translation>{who} gluurt</translation>
    </message>
    <message>
        <source>{who} claims the rest</source>
        <translation>{who} claimt de rest</translation>
    </message>
    <message numerus="yes">
        <source>You exchange %n card(s)</source>
        <translation>
            <numerusform>Je ruilt %n kaart</numerusform>
            <numerusform>Je ruilt %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Je past</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Je biedt {bid}</translation>
    </message>
    <message>
        <source>You play {card}</source>
        <translation>Je speelt {card}</translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation>Je legt {card} af</translation>
    </message>
    <message>
        <source>You stand pat</source>
        <translation>Je ruilt niets</translation>
    </message>
    <message>
        <source>You take the widow</source>
        <translation>Je neemt de weduwe</translation>
    </message>
    <message>
        <source>You peep</source>
        <translation>Je gluurt</translation>
    </message>
    <message>
        <source>You claim the rest</source>
        <translation>Je claimt de rest</translation>
    </message>
    <message>
        <source>action {number} (seat {seat}: {what}): {reason}</source>
        <translation>zet {number} (plaats {seat}: {what}): {reason}</translation>
    </message>
    <message>
        <source>it is not seat {seat}&apos;s turn: seat {to_move} is to act</source>
        <translation>plaats {seat} is niet aan de beurt: plaats {to_move} is aan zet</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
</context>
<context>
    <name>HandHistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Handgeschiedenis</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Spelnummer</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Hand openen</translation>
    </message>
    <message>
        <source>Import record…</source>
        <translation>Verslag importeren…</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>Sessie:</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Hand:</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Oefenpotjes</translation>
    </message>
    <message>
        <source>Deals played again, kept apart from the session&apos;s hands</source>
        <translation>Opnieuw gespeelde delingen, los van de potjes van de sessie</translation>
    </message>
    <message>
        <source>Open practice hand</source>
        <translation>Oefenhand openen</translation>
    </message>
    <message>
        <source>Practice hands:</source>
        <translation>Oefenhanden:</translation>
    </message>
    <message>
        <source>What happened, step by step</source>
        <translation>Wat er gebeurde, stap voor stap</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Zoals gedeeld</translation>
    </message>
    <message>
        <source>One card back</source>
        <translation>Eén kaart terug</translation>
    </message>
    <message>
        <source>One card on</source>
        <translation>Eén kaart verder</translation>
    </message>
    <message>
        <source>The end of the hand</source>
        <translation>Het einde van de hand</translation>
    </message>
    <message>
        <source>Step in the hand</source>
        <translation>Stap in het spel</translation>
    </message>
    <message>
        <source>Go to the turning point</source>
        <translation>Naar het keerpunt</translation>
    </message>
    <message>
        <source>&amp;Review the cards…</source>
        <translation>Kaarten &amp;nakijken…</translation>
    </message>
    <message>
        <source>Each card that gave a trick away, with the better one</source>
        <translation>Elke kaart die een slag weggaf, met de betere</translation>
    </message>
    <message>
        <source>Practice of hand {n}</source>
        <translation>Oefening van hand {n}</translation>
    </message>
    <message>
        <source>Hand {n} cannot be opened: {error}</source>
        <translation>Hand {n} kan niet worden geopend: {error}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Hand {n}</translation>
    </message>
    <message>
        <source>Import a hand record</source>
        <translation>Een handverslag importeren</translation>
    </message>
    <message>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Handverslagen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>{file} kan niet worden gelezen: {error}</translation>
    </message>
    <message>
        <source>{source} is not a hand napdesk can replay: {error}</source>
        <translation>{source} is geen hand die napdesk kan naspelen: {error}</translation>
    </message>
    <message>
        <source>The record</source>
        <translation>Het verslag</translation>
    </message>
    <message>
        <source>{source} cannot be dealt: {error}</source>
        <translation>{source} kan niet worden gedeeld: {error}</translation>
    </message>
    <message>
        <source>The record stops at a refused action: {error}. The hand can be stepped through up to it.</source>
        <translation>Het verslag stopt bij een geweigerde zet: {error}. De hand kan tot daar stap voor stap worden gevolgd.</translation>
    </message>
    <message>
        <source>Hand history: {title}</source>
        <translation>Handgeschiedenis: {title}</translation>
    </message>
    <message>
        <source>{n} of {total}: {what}</source>
        <translation>{n} van {total}: {what}</translation>
    </message>
    <message numerus="yes">
        <source>As dealt (%n action(s))</source>
        <translation>
            <numerusform>Zoals gedeeld (%n zet)</numerusform>
            <numerusform>Zoals gedeeld (%n zetten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand is too big to analyse in %n second(s).</source>
        <translation>
            <numerusform>Deze hand is te groot om in %n seconde te analyseren.</numerusform>
            <numerusform>Deze hand is te groot om in %n seconden te analyseren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thrown in.</source>
        <translation>Ingetrokken.</translation>
    </message>
    <message>
        <source>The bid was made.</source>
        <translation>Het bod is gehaald.</translation>
    </message>
    <message>
        <source>The bid failed.</source>
        <translation>Het bod is niet gehaald.</translation>
    </message>
    <message>
        <source>Nobody bid: nothing to analyse.</source>
        <translation>Niemand bood: niets te analyseren.</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <translation>De analyse is mislukt: {error}</translation>
    </message>
    <message>
        <source>No card changed the result the deal allowed.</source>
        <translation>Geen enkele kaart veranderde de uitkomst die de deling toeliet.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>&lt;h2&gt;Playing napdesk&lt;/h2&gt;&lt;p&gt;Each player is dealt five cards. Starting at the dealer&apos;s left, everyone speaks once: pass, or bid more tricks than anyone so far. The highest bidder plays alone against all the others; the suit of his first card is trumps. Everyone must follow suit if he can. Make the bid and every opponent pays you; fail and you pay each of them.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bid&lt;/b&gt; with the buttons on the table: only the bids the rules allow now are enabled.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play&lt;/b&gt; a card by dragging it to the middle of the table, by double-clicking it, or with the keyboard: Left and Right choose a card, Enter plays it. A card you may not play says why.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Purchase, Sir Garnet and the peep discard&lt;/b&gt;: click cards (or Up and Down with the keyboard) to choose them, then press the button on the table.&lt;/p&gt;&lt;p&gt;Undo takes back your last card or bid; L shows the last trick. The scoreboard keeps every hand of the session, and Hand history replays any of them card by card.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;napdesk spelen&lt;/h2&gt;&lt;p&gt;Elke speler krijgt vijf kaarten. Links van de gever begint iedereen één keer: passen, of meer slagen bieden dan iemand tot nu toe. De hoogste bieder speelt alleen tegen alle anderen; de kleur van zijn eerste kaart is troef. Iedereen moet kleur bekennen als hij kan. Haal je bod en elke tegenstander betaalt jou; mislukt het, dan betaal jij ieder van hen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bied&lt;/b&gt; met de knoppen op tafel: alleen de biedingen die de regels nu toestaan zijn beschikbaar.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Speel&lt;/b&gt; een kaart door hem naar het midden van de tafel te slepen, door erop te dubbelklikken, of met het toetsenbord: Links en Rechts kiezen een kaart, Enter speelt hem. Een kaart die je niet mag spelen zegt waarom.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kopen, Sir Garnet en het wegleggen na het kijken&lt;/b&gt;: klik kaarten aan (of Omhoog en Omlaag met het toetsenbord) om ze te kiezen, en druk dan op de knop op tafel.&lt;/p&gt;&lt;p&gt;Ongedaan maken neemt je laatste kaart of bod terug; L toont de laatste slag. Het scorebord bewaart elk spel van de sessie, en de spelgeschiedenis speelt elk ervan kaart voor kaart opnieuw af.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Kies een kaart in je hand</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen card</source>
        <translation>Speel de gekozen kaart</translation>
    </message>
    <message>
        <source>On a hand&apos;s result: deal the next hand (a moment after the result appears)</source>
        <translation>Bij de uitslag van een hand: deel de volgende hand (even nadat de uitslag verschijnt)</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Omhoog, Omlaag</translation>
    </message>
    <message>
        <source>Choose or unchoose a card to exchange or discard</source>
        <translation>Kies een kaart om te ruilen of weg te leggen, of laat hem los</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between the bid buttons</source>
        <translation>Ga van biedknop naar biedknop</translation>
    </message>
    <message>
        <source>napdesk Help</source>
        <translation>napdesk Help</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Helppagina&apos;s</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Hoe je speelt</translation>
    </message>
    <message>
        <source>Rules of this table</source>
        <translation>Regels van deze tafel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Where your data is kept</source>
        <translation>Waar je gegevens staan</translation>
    </message>
    <message>
        <source>(no data folder: nothing is saved)</source>
        <translation>(geen gegevensmap: er wordt niets bewaard)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Wat ze doen</translation>
    </message>
    <message>
        <source>It holds one SQLite database (sessions, hands, scoreboards, profiles, saved house rules, preferences), its lock file and rolling backups. Set the environment variable NAPDESK_DATA_DIR to use another folder. A database that cannot be read is moved aside under a dated name and never overwritten. From a terminal, napdesk sessions list, export, import and delete work on it.</source>
        <translation>Die bevat één SQLite-database (sessies, spellen, scoreborden, profielen, bewaarde huisregels, voorkeuren), het vergrendelbestand en doorlopende reservekopieën. Zet de omgevingsvariabele NAPDESK_DATA_DIR om een andere map te gebruiken. Een database die niet te lezen is, wordt onder een naam met datum opzij gezet en nooit overschreven. Vanuit een terminal werken napdesk sessions list, export, import en delete ermee.</translation>
    </message>
    <message>
        <source>Everything napdesk saves is in one folder:</source>
        <translation>Alles wat napdesk bewaart staat in één map:</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Uitgaan van:</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voorinstelling</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Opslaan als…</translation>
    </message>
    <message>
        <source>Keep these house rules under a name of your own</source>
        <translation>Bewaar deze huisregels onder een eigen naam</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Forget the saved house rules chosen above</source>
        <translation>Vergeet de hierboven gekozen opgeslagen huisregels</translation>
    </message>
    <message>
        <source>In plain words:</source>
        <translation>In gewone woorden:</translation>
    </message>
    <message>
        <source>These house rules in plain words</source>
        <translation>Deze huisregels in gewone woorden</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>Terug naar de voorinstelling</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (opgeslagen)</translation>
    </message>
    <message>
        <source>The saved rules {name} cannot be used: {error}</source>
        <translation>De opgeslagen regels {name} zijn niet bruikbaar: {error}</translation>
    </message>
    <message>
        <source>Save house rules</source>
        <translation>Huisregels opslaan</translation>
    </message>
    <message>
        <source>Name for these house rules:</source>
        <translation>Naam voor deze huisregels:</translation>
    </message>
    <message>
        <source>{name} is the name of a built-in preset: choose another name</source>
        <translation>{name} is de naam van een ingebouwde voorinstelling: kies een andere naam</translation>
    </message>
    <message>
        <source>Delete house rules</source>
        <translation>Huisregels verwijderen</translation>
    </message>
    <message>
        <source>Forget the saved house rules {name}?</source>
        <translation>De opgeslagen huisregels {name} vergeten?</translation>
    </message>
    <message>
        <source>Changed: the preset has {value}</source>
        <translation>Gewijzigd: de voorinstelling heeft {value}</translation>
    </message>
    <message>
        <source>These rules cannot be played as they are.</source>
        <translation>Met deze regels kan zo niet gespeeld worden.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Status line</source>
        <translation>Statusregel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Begin een nieuw spel</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>&amp;Volgende hand</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Deel de volgende hand</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back your last card or bid</source>
        <translation>Neem je laatste kaart of bod terug</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Opnieuw</translation>
    </message>
    <message>
        <source>Put back what you took back</source>
        <translation>Zet terug wat je had teruggenomen</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>Deze &amp;deling nog eens spelen</translation>
    </message>
    <message>
        <source>The same cards by the same dealer, as a practice hand that does not count</source>
        <translation>Dezelfde kaarten van dezelfde gever, als oefenhand die niet meetelt</translation>
    </message>
    <message>
        <source>R&amp;estart hand</source>
        <translation>Hand &amp;opnieuw beginnen</translation>
    </message>
    <message>
        <source>This hand from the deal, as a practice hand that does not count; then back to where it stood</source>
        <translation>Deze hand vanaf het delen, als oefenhand die niet meetelt; daarna terug naar waar hij stond</translation>
    </message>
    <message>
        <source>&amp;Watch the computers</source>
        <translation>&amp;Kijk naar de computers</translation>
    </message>
    <message>
        <source>All four seats played by computers, hand after hand</source>
        <translation>Alle plaatsen gespeeld door computers, hand na hand</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Stop the computers</source>
        <translation>Stop de computers</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Close napdesk</source>
        <translation>napdesk sluiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Leren spelen</translation>
    </message>
    <message>
        <source>Five short set hands at a table of their own, with a coach who explains each decision</source>
        <translation>Vijf korte vaste spellen aan een eigen tafel, met een coach die elke keuze uitlegt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animatie&amp;snelheid</translation>
    </message>
    <message>
        <source>&amp;Click to continue after each trick</source>
        <translation>&amp;Klikken om verder te gaan na elke slag</translation>
    </message>
    <message>
        <source>Wait for a click before gathering each trick</source>
        <translation>Wacht op een klik voordat elke slag wordt binnengehaald</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Laatste slag</translation>
    </message>
    <message>
        <source>Show the last trick</source>
        <translation>Toon de laatste slag</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <source>The expert&apos;s suggestion, and the chance of making each bid</source>
        <translation>De suggestie van de expert, en de kans om elk bod te halen</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierkleurenspel</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue</source>
        <translation>Klaveren groen, ruiten blauw</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Kaart&amp;rug</translation>
    </message>
    <message>
        <source>Card &amp;theme</source>
        <translation>Kaart&amp;thema</translation>
    </message>
    <message>
        <source>napdesk (built in)</source>
        <translation>napdesk (ingebouwd)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>V&amp;olledig scherm</translation>
    </message>
    <message>
        <source>That hand cannot be played again at this table</source>
        <translation>Dat spel kan aan deze tafel niet opnieuw gespeeld worden</translation>
    </message>
    <message>
        <source>New to Nap? Learn to play</source>
        <translation>Nieuw bij Nap? Leer spelen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhoud</translation>
    </message>
    <message>
        <source>How to play, the rules of this table, shortcuts, your data</source>
        <translation>Hoe je speelt, de regels van deze tafel, sneltoetsen, je gegevens</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>Every key napdesk answers to</source>
        <translation>Elke toets waar napdesk op reageert</translation>
    </message>
    <message>
        <source>Unfinished sessions</source>
        <translation>Onafgemaakte sessies</translation>
    </message>
    <message>
        <source>Resume one, or start a new game</source>
        <translation>Ga verder met een ervan, of begin een nieuw spel</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished session(s) cannot be resumed because the saved data is damaged:</source>
        <translation>
            <numerusform>%n onafgemaakte sessie kan niet worden hervat omdat de opgeslagen gegevens beschadigd zijn:</numerusform>
            <numerusform>%n onafgemaakte sessies kunnen niet worden hervat omdat de opgeslagen gegevens beschadigd zijn:</numerusform>
        </translation>
    </message>
    <message>
        <source>Damaged sessions</source>
        <translation>Beschadigde sessies</translation>
    </message>
    <message>
        <source>napdesk is already open: here it is</source>
        <translation>napdesk is al geopend: hier is het</translation>
    </message>
    <message>
        <source>&amp;About napdesk</source>
        <translation>&amp;Over napdesk</translation>
    </message>
    <message>
        <source>Resumed “{name}”</source>
        <translation>“{name}” hervat</translation>
    </message>
    <message>
        <source>Computer players replaced</source>
        <translation>Computerspelers vervangen</translation>
    </message>
    <message>
        <source>Seat {n} ({name}): “{plugin}”, from the Python module “{module}”</source>
        <translation>Plaats {n} ({name}): “{plugin}”, uit de Python-module “{module}”</translation>
    </message>
    <message>
        <source>Resume “{name}” up to the last good action</source>
        <translation>“{name}” hervatten tot de laatste goede zet</translation>
    </message>
    <message>
        <source>Hand {hand} of “{name}”, every later hand and the hand in progress are removed from the saved games (a backup is made first). The game goes on with hand {hand}, dealt again.</source>
        <translation>Hand {hand} van “{name}”, elke latere hand en de lopende hand worden uit de opgeslagen spellen verwijderd (eerst wordt een reservekopie gemaakt). Het spel gaat verder met hand {hand}, opnieuw gedeeld.</translation>
    </message>
    <message>
        <source>Hand {hand} of “{name}”, the hand in progress, is removed from the saved games (a backup is made first). The game goes on with hand {hand}, dealt again.</source>
        <translation>Hand {hand} van “{name}”, de lopende hand, wordt uit de opgeslagen spellen verwijderd (eerst wordt een reservekopie gemaakt). Het spel gaat verder met hand {hand}, opnieuw gedeeld.</translation>
    </message>
    <message>
        <source>Action {action} of hand {hand} of “{name}” and every action after it are removed from the saved games (a backup is made first). The game goes on from the action before it.</source>
        <translation>Zet {action} van hand {hand} van “{name}” en elke zet erna worden uit de opgeslagen spellen verwijderd (eerst wordt een reservekopie gemaakt). Het spel gaat verder vanaf de zet ervoor.</translation>
    </message>
    <message>
        <source>Resume up to the last good action?</source>
        <translation>Hervatten tot de laatste goede zet?</translation>
    </message>
    <message>
        <source>&amp;Resume up to there</source>
        <translation>&amp;Hervatten tot daar</translation>
    </message>
    <message>
        <source>&amp;Leave it as it is</source>
        <translation>&amp;Laat het zoals het is</translation>
    </message>
    <message>
        <source>This saved session has computer players that are plug-ins: code from outside napdesk, which runs on your computer with your rights.</source>
        <translation>Deze bewaarde sessie heeft computerspelers die plug-ins zijn: code van buiten napdesk, die op je computer draait met jouw rechten.</translation>
    </message>
    <message>
        <source>Run them? Say yes only if you trust where this session and these modules came from: your yes is remembered on this computer. If not, these seats play the {fallback} level.</source>
        <translation>Uitvoeren? Zeg alleen ja als je vertrouwt waar deze sessie en deze modules vandaan komen: je ja wordt op deze computer onthouden. Zo niet, dan spelen deze plaatsen op het niveau {fallback}.</translation>
    </message>
    <message>
        <source>Run plug-ins?</source>
        <translation>Plug-ins uitvoeren?</translation>
    </message>
    <message>
        <source>&amp;Run them</source>
        <translation>&amp;Uitvoeren</translation>
    </message>
    <message>
        <source>&amp;Do not run them</source>
        <translation>&amp;Niet uitvoeren</translation>
    </message>
    <message>
        <source>Seat {n} ({name}) plays the {fallback} level: its saved player “{plugin}” is neither a built-in level nor a plug-in you allowed to run, so it is not run.</source>
        <translation>Plaats {n} ({name}) speelt op het niveau {fallback}: de bewaarde speler “{plugin}” is geen ingebouwd niveau en geen plug-in die je hebt toegestaan, dus hij wordt niet uitgevoerd.</translation>
    </message>
    <message>
        <source>Watching of {when}</source>
        <translation>Meekijken van {when}</translation>
    </message>
    <message>
        <source>Game of {when}</source>
        <translation>Spel van {when}</translation>
    </message>
    <message>
        <source>This game is not being saved: {error}</source>
        <translation>Dit spel wordt niet opgeslagen: {error}</translation>
    </message>
    <message>
        <source>Start a new session? The current one is kept and can be resumed.</source>
        <translation>Een nieuwe sessie beginnen? De huidige blijft bewaard en kan worden hervat.</translation>
    </message>
    <message>
        <source>Start a new session? The current one is not being saved: it will be lost.</source>
        <translation>Een nieuwe sessie beginnen? De huidige wordt niet bewaard: die gaat verloren.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>Nieuwe sessie beginnen</translation>
    </message>
    <message>
        <source>Nothing of yours to take back</source>
        <translation>Er is niets van jou om terug te nemen</translation>
    </message>
    <message>
        <source>Nothing to put back</source>
        <translation>Niets om terug te zetten</translation>
    </message>
    <message>
        <source>Finish the hand first, or restart it</source>
        <translation>Maak eerst de hand af, of begin hem opnieuw</translation>
    </message>
    <message>
        <source>Nothing of this hand has been played yet</source>
        <translation>Van deze hand is nog niets gespeeld</translation>
    </message>
    <message>
        <source>Practice hand: it does not count in the session</source>
        <translation>Oefenhand: telt niet mee in de sessie</translation>
    </message>
    <message>
        <source>The practice hand is over; it counted for nothing. Game &gt; Next hand goes back to the session.</source>
        <translation>De oefenhand is voorbij; hij telde niet mee. Spel &gt; Volgende hand gaat terug naar de sessie.</translation>
    </message>
    <message>
        <source>Stopped: Game &gt; New game to play again</source>
        <translation>Gestopt: Spel &gt; Nieuw spel om weer te spelen</translation>
    </message>
    <message>
        <source>The new language applies the next time napdesk starts</source>
        <translation>De nieuwe taal geldt vanaf de volgende keer dat napdesk start</translation>
    </message>
    <message>
        <source>napdesk is already running with the data in {folder}; close it first</source>
        <translation>napdesk draait al met de gegevens in {folder}; sluit het eerst</translation>
    </message>
    <message>
        <source>napdesk is already running (process {pid}) with the data in {folder}; close it first</source>
        <translation>napdesk draait al (proces {pid}) met de gegevens in {folder}; sluit het eerst</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Nieuwe sessie</translation>
    </message>
    <message>
        <source>Session of {date}</source>
        <translation>Sessie van {date}</translation>
    </message>
    <message>
        <source>Session &amp;name:</source>
        <translation>Sessie&amp;naam:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Wie speelt</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>House rules preset</source>
        <translation>Voorinstelling van de huisregels</translation>
    </message>
    <message>
        <source>The rules this session starts from</source>
        <translation>De regels waarmee deze sessie begint</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (opgeslagen)</translation>
    </message>
    <message>
        <source>Customise…</source>
        <translation>Aanpassen…</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Lengte van de sessie</translation>
    </message>
    <message>
        <source>Session ends</source>
        <translation>Sessie eindigt</translation>
    </message>
    <message>
        <source>Session &amp;length:</source>
        <translation>Sessie&amp;lengte:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Every seat needs a name</source>
        <translation>Elke plaats heeft een naam nodig</translation>
    </message>
    <message>
        <source>Two seats have the same name</source>
        <translation>Twee plaatsen hebben dezelfde naam</translation>
    </message>
    <message>
        <source> (customised)</source>
        <translation> (aangepast)</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Plaats {n}</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Naam op plaats {n}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Seat {n} player</source>
        <translation>Speler op plaats {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>napdesk</source>
        <translation>napdesk</translation>
    </message>
    <message>
        <source>napdesk four-colour</source>
        <translation>napdesk vierkleurig</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;Kaartbeelden</translation>
    </message>
    <message>
        <source>The deck: napdesk&apos;s own, in four colours, or an installed theme</source>
        <translation>Het spel kaarten: dat van napdesk, in vier kleuren, of een geïnstalleerd thema</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Kaart&amp;rug</translation>
    </message>
    <message>
        <source>The back of the cards</source>
        <translation>De achterkant van de kaarten</translation>
    </message>
    <message>
        <source>&amp;Felt colour</source>
        <translation>&amp;Kleur van het laken</translation>
    </message>
    <message>
        <source>Choose the colour of the table</source>
        <translation>Kies de kleur van de tafel</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>How fast the cards move</source>
        <translation>Hoe snel de kaarten bewegen</translation>
    </message>
    <message>
        <source>&amp;Pause after a trick</source>
        <translation>&amp;Pauze na een slag</translation>
    </message>
    <message>
        <source>How long a finished trick stays in view</source>
        <translation>Hoe lang een voltooide slag in beeld blijft</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Click to continue after each trick</source>
        <translation>&amp;Klik om verder te gaan na elke slag</translation>
    </message>
    <message>
        <source>Wait for a click before gathering each trick</source>
        <translation>Wacht op een klik voordat elke slag wordt opgeraapt</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>&amp;Tips aanbieden</translation>
    </message>
    <message>
        <source>The expert&apos;s suggestion, and the chance of making each bid</source>
        <translation>De suggestie van de expert, en de kans om elk bod te halen</translation>
    </message>
    <message>
        <source>Allow &amp;undo (take back a card or bid)</source>
        <translation>&amp;Ongedaan maken toestaan (een kaart of bod terugnemen)</translation>
    </message>
    <message>
        <source>Undo and Redo in the Game menu</source>
        <translation>Ongedaan maken en Opnieuw in het menu Spel</translation>
    </message>
    <message>
        <source>&amp;Confirm before playing a card</source>
        <translation>&amp;Bevestigen voor het spelen van een kaart</translation>
    </message>
    <message>
        <source>Ask before a card goes to the table</source>
        <translation>Vraag het voordat een kaart op tafel gaat</translation>
    </message>
    <message>
        <source>Play a &amp;forced card by itself (the only card you may play)</source>
        <translation>Een &amp;gedwongen kaart vanzelf spelen (de enige kaart die je mag spelen)</translation>
    </message>
    <message>
        <source>When a seat has only one card it may play, it goes by itself; a hot-seat table then skips its privacy screen</source>
        <translation>Heeft een plaats maar één kaart die hij mag spelen, dan gaat die vanzelf; aan een gedeelde tafel valt het privacyscherm dan weg</translation>
    </message>
    <message>
        <source>Computer defenders &amp;signal with their discards</source>
        <translation>Computertegenspelers &amp;seinen met hun afgooiers</translation>
    </message>
    <message>
        <source>They discard by the convention the rules help describes, and read it from their partners; from the next game</source>
        <translation>Ze gooien af volgens de afspraak die de spelregels beschrijven, en lezen die van hun partners; vanaf het volgende spel</translation>
    </message>
    <message>
        <source>Card &amp;sounds</source>
        <translation>Kaart&amp;geluiden</translation>
    </message>
    <message>
        <source>A short sound when the cards are dealt, a card is played, a trick is won and a hand ends</source>
        <translation>Een kort geluid als de kaarten gedeeld worden, een kaart gespeeld wordt, een slag gewonnen wordt en een hand eindigt</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>Takes effect the next time napdesk starts</source>
        <translation>Geldt vanaf de volgende keer dat napdesk start</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standaard</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Map</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Station</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Zoeken in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Bestanden van &amp;type:</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished sessions</source>
        <translation>Onafgemaakte sessies</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) were not finished. Go on with one where it stopped?</source>
        <translation>
            <numerusform>%n sessie is niet afgemaakt. Verdergaan waar die stopte?</numerusform>
            <numerusform>%n sessies zijn niet afgemaakt. Met een ervan verdergaan waar die stopte?</numerusform>
        </translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laatst gespeeld</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) finished, one more in progress</source>
        <translation>
            <numerusform>%n hand gespeeld, nog een bezig</numerusform>
            <numerusform>%n handen gespeeld, nog een bezig</numerusform>
        </translation>
    </message>
    <message>
        <source>The first hand is in progress</source>
        <translation>De eerste hand is bezig</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Meer…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Hand review</source>
        <translation>Spel nakijken</translation>
    </message>
    <message>
        <source>Whose cards:</source>
        <translation>Wiens kaarten:</translation>
    </message>
    <message>
        <source>Whose cards to review</source>
        <translation>Wiens kaarten nakijken</translation>
    </message>
    <message>
        <source>Costly decisions, worst first</source>
        <translation>Dure keuzes, de ergste eerst</translation>
    </message>
    <message>
        <source>&amp;Try that again</source>
        <translation>Pro&amp;beer dat opnieuw</translation>
    </message>
    <message>
        <source>Play the hand again from the chosen decision</source>
        <translation>Speel het spel opnieuw vanaf de gekozen keuze</translation>
    </message>
    <message>
        <source>Reviewing the decisions…</source>
        <translation>De beslissingen worden nagekeken…</translation>
    </message>
    <message numerus="yes">
        <source>This hand is too big to review in %n second(s).</source>
        <translation>
            <numerusform>Dit spel is te groot om in %n seconde na te kijken.</numerusform>
            <numerusform>Dit spel is te groot om in %n seconden na te kijken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>Het nakijken is mislukt: {error}</translation>
    </message>
    <message>
        <source>Chips lost to the decisions: {decisions}; to the cards: {cards}.</source>
        <translation>Fiches verloren door de keuzes: {decisions}; door de kaarten: {cards}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>The house rules of this session</source>
        <translation>De huisregels van deze sessie</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Bron: {source}</translation>
    </message>
    <message>
        <source>Rules built on the preset {preset}. A rule marked ◆ differs from the standard game.</source>
        <translation>Regels gebaseerd op de voorinstelling {preset}. Een regel met ◆ wijkt af van het standaardspel.</translation>
    </message>
    <message>
        <source>Napoleon (Nap)</source>
        <translation>Napoleon (Nap)</translation>
    </message>
    <message>
        <source>Nap is a Victorian trick-taking game for two to seven players, four being the best game. Each player is dealt five cards from a full pack; ace is high in play, two is low.</source>
        <translation>Nap is een Victoriaans slagenspel voor twee tot zeven spelers; met vier is het spel op zijn best. Elke speler krijgt vijf kaarten uit een volledig spel; in het spel is de aas hoog en de twee laag.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <source>Starting at the dealer&apos;s left, each player speaks once: he bids the number of tricks he will win, higher than every bid so far, or he passes. The bids, from low to high, are one, two, three, misère (win no trick at all), four and nap (all five). Some tables also allow Wellington and Blücher, five tricks at higher stakes. A bid once made cannot be changed.</source>
        <translation>Te beginnen links van de deler biedt elke speler één keer: hij biedt het aantal slagen dat hij zal halen, hoger dan alle biedingen tot dan toe, of hij past. De biedingen zijn, van laag naar hoog: één, twee, drie, misère (geen enkele slag halen), vier en Nap (alle vijf). Aan sommige tafels mogen ook Wellington en Blücher, vijf slagen tegen hogere inzet. Een bod kan niet worden herzien.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelverloop</translation>
    </message>
    <message>
        <source>The highest bidder leads the first trick, and the suit of that first card is trumps for the hand (misère is usually played without trumps). Everyone must follow suit if he can; otherwise he may play any card, and need neither trump nor try to win. The highest trump wins the trick, or, with no trump in it, the highest card of the suit led. The winner leads the next trick.</source>
        <translation>De hoogste bieder komt uit in de eerste slag, en de kleur van die eerste kaart is troef voor de hand (misère wordt meestal zonder troef gespeeld). Iedereen moet kleur bekennen als hij kan; anders mag hij elke kaart spelen en hoeft hij niet te troeven of te proberen te winnen. De hoogste troef wint de slag, of, zonder troef erin, de hoogste kaart van de uitgespeelde kleur. De winnaar komt uit in de volgende slag.</translation>
    </message>
    <message>
        <source>Signals between the defenders</source>
        <translation>Seinen tussen de tegenspelers</translation>
    </message>
    <message>
        <source>The players against the bidder may tell each other about their hands with their discards: the cards they throw when they cannot follow suit and do not trump. The computer players use the convention of Foster&apos;s Hoyle, and read it from their partners, a person at the table included.</source>
        <translation>De spelers tegen de bieder kunnen elkaar iets over hun hand vertellen met hun afgooiers: de kaarten die ze weggooien als ze geen kleur kunnen bekennen en niet troeven. De computerspelers gebruiken de afspraak uit Foster&apos;s Hoyle, en lezen die van hun partners, ook van een mens aan tafel.</translation>
    </message>
    <message>
        <source>Against a trick bid, a discard shows weakness: throw the lowest card of your weakest suit. But if you hold the two best cards still out in a suit, such as the ace and king, or the king and queen once the ace has gone, throw the better of them: your partners then know that suit is safe with you, let it go and keep their other suits.</source>
        <translation>Tegen een slagenbod toont een afgooier zwakte: gooi de laagste kaart van je zwakste kleur af. Maar heb je van een kleur de twee hoogste kaarten die nog in het spel zijn, zoals aas en heer, of heer en vrouw als de aas al weg is, gooi dan de hoogste van de twee af: je partners weten dan dat die kleur bij jou veilig is, laten hem gaan en houden hun andere kleuren.</translation>
    </message>
    <message>
        <source>Against a misère, your first discard is the highest card of your shortest suit.</source>
        <translation>Tegen een misère is je eerste afgooier de hoogste kaart van je kortste kleur.</translation>
    </message>
    <message>
        <source>So a partner&apos;s low discard says he has nothing to hope for in that suit, and a discarded ace or king says he holds the next card of it. A computer signals only with a card as good as any other for the defence. The preference “Computer defenders signal with their discards” turns the convention off for them, from the next game.</source>
        <translation>Een lage afgooier van een partner zegt dus dat hij in die kleur niets te verwachten heeft, en een afgegooide aas of heer dat hij de volgende kaart van die kleur heeft. Een computer seint alleen met een kaart die voor de tegenspelers even goed is als elke andere. De voorkeur “Computertegenspelers seinen met hun afgooiers” zet de afspraak voor hen uit, vanaf het volgende spel.</translation>
    </message>
    <message>
        <source>Settling</source>
        <translation>Afrekenen</translation>
    </message>
    <message>
        <source>Only making the bid counts: no bonus for extra tricks. If the bidder makes it, every opponent pays him the number of tricks bid; if he fails, he pays each of them as much. Misère pays like three; a nap wins ten from each opponent but loses only five; Wellington and Blücher pay more.</source>
        <translation>Alleen het halen van het bod telt: geen bonus voor extra slagen. Haalt de bieder zijn bod, dan betaalt elke tegenstander hem het aantal geboden slagen; faalt hij, dan betaalt hij ieder van hen evenveel. Misère betaalt als drie; een Nap wint tien van elke tegenstander maar verliest er maar vijf; Wellington en Blücher betalen meer.</translation>
    </message>
    <message>
        <source>Chips and the session</source>
        <translation>Fiches en de sessie</translation>
    </message>
    <message>
        <source>Everyone starts with the same chips. The deal passes to the left after every hand. A player who runs out buys another stack from the bank, or is out of the game, as the house rules say. The session ends when the players agree, or after a set number of hands or rounds.</source>
        <translation>Iedereen begint met evenveel fiches. Het delen gaat na elke hand naar links. Een speler zonder fiches koopt een nieuwe stapel van de bank of is uitgeschakeld, zoals de huisregels zeggen. De sessie eindigt als de spelers dat afspreken, of na een vast aantal handen of rondes.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Pools collect antes and are won by the first player to make a five-trick bid. In Purchase Nap players may change cards for a fee; in Peep Nap they may pay to look at a spare card; in Sir Garnet a spare hand, the widow, can be taken by a player who then must bid nap.</source>
        <translation>In een pot komt de inleg, en die wordt gewonnen door de eerste speler die een bod van vijf slagen haalt. In Purchase Nap mogen spelers tegen betaling kaarten ruilen; in Peep Nap mogen ze betalen om naar een extra kaart te gluren; in Sir Garnet kan een extra hand, de weduwe, worden genomen door een speler die dan Nap moet bieden.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules of Nap</source>
        <translation>Spelregels van Nap</translation>
    </message>
</context>
<context>
    <name>SaveFailureNotice</name>
    <message>
        <source>The game cannot be saved</source>
        <translation>Het spel kan niet worden opgeslagen</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Opnieuw proberen</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Wachten</translation>
    </message>
    <message>
        <source>&lt;p&gt;napdesk could not save the last move: {error}&lt;/p&gt;&lt;p&gt;The game stays at the last move that was saved. Play resumes by itself as soon as saving works again (napdesk tries every few seconds).&lt;/p&gt;</source>
        <translation>&lt;p&gt;napdesk kon de laatste zet niet opslaan: {error}&lt;/p&gt;&lt;p&gt;Het spel blijft staan bij de laatste zet die is opgeslagen. Het spel gaat vanzelf verder zodra opslaan weer lukt (napdesk probeert het om de paar seconden).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Saving works again: play goes on</source>
        <translation>Opslaan lukt weer: het spel gaat verder</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>all passed</source>
        <translation>iedereen paste</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>ingetrokken</translation>
    </message>
    <message>
        <source>made</source>
        <translation>gehaald</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>niet gehaald</translation>
    </message>
    <message>
        <source>{bid}: {made} made, {failed} failed</source>
        <translation>{bid}: {made} gehaald, {failed} mislukt</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <source>{name} ±</source>
        <translation>{name} ±</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source> (undo)</source>
        <translation> (ongedaan gemaakt)</translation>
    </message>
    <message>
        <source>A card or a bid was taken back in this hand</source>
        <translation>In deze hand is een kaart of bod teruggenomen</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Deler</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Bieder</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bod</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
</context>
<context>
    <name>ScoreboardWindow</name>
    <message>
        <source>Scoreboard</source>
        <translation>Scorebord</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Pagina&apos;s van het scorebord</translation>
    </message>
    <message>
        <source>&amp;Oldest hand first</source>
        <translation>&amp;Oudste hand eerst</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Stacks bought</source>
        <translation>Stapels gekocht</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Hands of the session</source>
        <translation>Spellen van de sessie</translation>
    </message>
    <message>
        <source>Double-click a hand to replay it card by card</source>
        <translation>Dubbelklik op een hand om haar kaart voor kaart na te spelen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Grafiek</translation>
    </message>
    <message>
        <source>Every player&apos;s record across all sessions</source>
        <translation>De resultaten van elke speler over alle sessies</translation>
    </message>
    <message>
        <source>Rename player…</source>
        <translation>Speler hernoemen…</translation>
    </message>
    <message>
        <source>All-time</source>
        <translation>Aller tijden</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laatst gespeeld</translation>
    </message>
    <message>
        <source>Past sessions</source>
        <translation>Eerdere sessies</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Hernoemen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exporteren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessies</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n hand(s) ({status})</source>
        <translation>
            <numerusform>{name}: %n hand ({status})</numerusform>
            <numerusform>{name}: %n handen ({status})</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>Choose a player first</source>
        <translation>Kies eerst een speler</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Speler hernoemen</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschadigd</translation>
    </message>
    <message>
        <source>This session cannot be opened: {reason}</source>
        <translation>Deze sessie kan niet worden geopend: {reason}</translation>
    </message>
    <message>
        <source>Closed: it is no longer offered for resuming</source>
        <translation>Afgesloten: deze wordt niet meer aangeboden om te hervatten</translation>
    </message>
    <message numerus="yes">
        <source>Delete the session {name} and its %n hand(s) for good?</source>
        <translation>
            <numerusform>De sessie {name} en haar %n hand voorgoed verwijderen?</numerusform>
            <numerusform>De sessie {name} en haar %n handen voorgoed verwijderen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Exporteren geannuleerd; er is niets geschreven</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n hand(s) to {path}</source>
        <translation>
            <numerusform>%n hand bewaard in {path}</numerusform>
            <numerusform>%n handen bewaard in {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message>
        <source>Choose a session first</source>
        <translation>Kies eerst een sessie</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>Sessie hernoemen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nieuwe naam:</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Sessie verwijderen</translation>
    </message>
    <message>
        <source>No session</source>
        <translation>Geen sessie</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>Sessie exporteren</translation>
    </message>
    <message>
        <source>napdesk sessions (*.json)</source>
        <translation>napdesk-sessies (*.json)</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} opgeslagen</translation>
    </message>
    <message>
        <source>Export scoreboard</source>
        <translation>Scorebord exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Counters won</source>
        <translation>Fiches gewonnen</translation>
    </message>
    <message>
        <source>Counters per hand</source>
        <translation>Fiches per hand</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Biedingen gehaald</translation>
    </message>
    <message>
        <source>Bids failed</source>
        <translation>Biedingen mislukt</translation>
    </message>
    <message>
        <source>Naps made</source>
        <translation>Naps gehaald</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Grootste winst</translation>
    </message>
    <message>
        <source>By bid (made/failed)</source>
        <translation>Per bod (gehaald/mislukt)</translation>
    </message>
    <message>
        <source>active</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>afgelopen</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>afgebroken</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message numerus="yes">
        <source>bought %n</source>
        <translation>
            <numerusform>%n gekocht</numerusform>
            <numerusform>%n gekocht</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>deler</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt na…</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>speelt niet mee</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kaarttafel</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Laatste slag</translation>
    </message>
    <message>
        <source>Review the last trick</source>
        <translation>De laatste slag bekijken</translation>
    </message>
    <message>
        <source>Show the last trick (L)</source>
        <translation>Toon de laatste slag (L)</translation>
    </message>
    <message>
        <source>Click or press Enter to continue</source>
        <translation>Klik of druk op Enter om verder te gaan</translation>
    </message>
    <message>
        <source>Cards dealt face up in turn</source>
        <translation>Kaarten open rondgedeeld</translation>
    </message>
    <message>
        <source>Cutting for the deal</source>
        <translation>Loten om het delen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards dealt face up in turn&lt;/b&gt;: the first jack deals.</source>
        <translation>&lt;b&gt;Kaarten open rondgedeeld&lt;/b&gt;: wie de eerste boer krijgt, deelt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cutting for the deal&lt;/b&gt;: ace is low.</source>
        <translation>&lt;b&gt;Loten om het delen&lt;/b&gt;: de aas is laag.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A tie&lt;/b&gt;: the tied players cut again.</source>
        <translation>&lt;b&gt;Gelijkspel&lt;/b&gt;: wie gelijk staat, trekt opnieuw.</translation>
    </message>
    <message>
        <source>{name} gets the first jack and deals first.</source>
        <translation>{name} krijgt de eerste boer en deelt als eerste.</translation>
    </message>
    <message>
        <source>{name} cut the lowest card and deals first.</source>
        <translation>{name} trok de laagste kaart en deelt als eerste.</translation>
    </message>
    <message>
        <source>&amp;Back to the session</source>
        <translation>&amp;Terug naar de sessie</translation>
    </message>
    <message>
        <source>&amp;Deal the tie-break</source>
        <translation>&amp;Beslissingsspel delen</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Teruggenomen</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pass the screen to {name}&lt;/h2&gt;&lt;p&gt;{name}, press the button when the others are not looking.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Geef het scherm aan {name}&lt;/h2&gt;&lt;p&gt;{name}, druk op de knop als de anderen niet kijken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ik ben {name}: toon mijn kaarten</translation>
    </message>
    <message>
        <source>Peep card</source>
        <translation>Gluurkaart</translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Weduwe</translation>
    </message>
    <message>
        <source>Stock ({n})</source>
        <translation>Stok ({n})</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepast</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>bod {bid}</translation>
    </message>
    <message>
        <source>widow, {bid}</source>
        <translation>weduwe, {bid}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>mens</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message numerus="yes">
        <source>won %n</source>
        <translation>
            <numerusform>%n slag</numerusform>
            <numerusform>%n slagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice: hand {n}  ·  dealer {name}</source>
        <translation>Oefenhand: hand {n}  ·  deler {name}</translation>
    </message>
    <message>
        <source>Tie-break: hand {n}  ·  dealer {name}</source>
        <translation>Beslissingsspel: hand {n}  ·  deler {name}</translation>
    </message>
    <message>
        <source>Hand {n} of {total}  ·  dealer {name}</source>
        <translation>Hand {n} van {total}  ·  deler {name}</translation>
    </message>
    <message>
        <source>Hand {n}  ·  dealer {name}</source>
        <translation>Hand {n}  ·  deler {name}</translation>
    </message>
    <message>
        <source>no tricks</source>
        <translation>geen slagen</translation>
    </message>
    <message>
        <source>{name}: {bid} ({need}, has {won})</source>
        <translation>{name}: {bid} ({need}, heeft er {won})</translation>
    </message>
    <message>
        <source>Stakes {win} / {loss} a player</source>
        <translation>Inzet {win} / {loss} per speler</translation>
    </message>
    <message>
        <source>High bid: {name}, {bid}</source>
        <translation>Hoogste bod: {name}, {bid}</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kopen</translation>
    </message>
    <message>
        <source>No contract</source>
        <translation>Geen bod</translation>
    </message>
    <message>
        <source>Pool {n}</source>
        <translation>Pot {n}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Troef: {suit}</translation>
    </message>
    <message>
        <source>Misère: no trumps</source>
        <translation>Misère: geen troef</translation>
    </message>
    <message>
        <source>Trumps: the first lead</source>
        <translation>Troef: de eerste kaart</translation>
    </message>
    <message>
        <source>{card}: {why}</source>
        <translation>{card}: {why}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestopt</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Jouw bod</translation>
    </message>
    <message>
        <source>Your bid: {name} has bid {bid}</source>
        <translation>Jouw bod: {name} heeft {bid} geboden</translation>
    </message>
    <message>
        <source>Take the widow ({bid})</source>
        <translation>De weduwe nemen ({bid})</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Bied {bid}</translation>
    </message>
    <message numerus="yes">
        <source>Sir Garnet: you took the widow and bid {bid}; choose the {size} cards to keep (%n chosen)</source>
        <translation>
            <numerusform>Sir Garnet: je nam de weduwe en biedt {bid}; kies de {size} kaarten die je houdt (%n gekozen)</numerusform>
            <numerusform>Sir Garnet: je nam de weduwe en biedt {bid}; kies de {size} kaarten die je houdt (%n gekozen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep these %n</source>
        <translation>
            <numerusform>Deze %n houden</numerusform>
            <numerusform>Deze %n houden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s)</source>
        <translation>
            <numerusform>Kies precies %n kaart</numerusform>
            <numerusform>Kies precies %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the widow unseen, keep the best %n card(s) and bid {bid}</source>
        <translation>
            <numerusform>Neem de weduwe ongezien, houd de beste kaart en bied {bid}</numerusform>
            <numerusform>Neem de weduwe ongezien, houd de beste %n kaarten en bied {bid}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Purchase: choose cards to exchange (%n chosen, fee {fee}); the stock holds {stock}</source>
        <translation>
            <numerusform>Kopen: kies kaarten om te ruilen (%n gekozen, kosten {fee}); de stok heeft er {stock}</numerusform>
            <numerusform>Kopen: kies kaarten om te ruilen (%n gekozen, kosten {fee}); de stok heeft er {stock}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n (fee {fee})</source>
        <translation>
            <numerusform>%n ruilen (kosten {fee})</numerusform>
            <numerusform>%n ruilen (kosten {fee})</numerusform>
        </translation>
    </message>
    <message>
        <source>Peep ({fee})</source>
        <translation>Gluren ({fee})</translation>
    </message>
    <message>
        <source>Pay {fee} to the pool to look at the peep card</source>
        <translation>Betaal {fee} aan de pot om naar de gluurkaart te kijken</translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation>Niet ruilen</translation>
    </message>
    <message>
        <source>Discard one card face down: double-click it, or choose it and press Discard</source>
        <translation>Leg één kaart gedekt af: dubbelklik erop, of kies haar en druk op Afleggen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Afleggen</translation>
    </message>
    <message>
        <source>Choose one card first</source>
        <translation>Kies eerst één kaart</translation>
    </message>
    <message>
        <source>Your turn: follow {suit} if you can (drag a card to the middle, or double-click it)</source>
        <translation>Jouw beurt: beken kleur ({suit}) als je kunt (sleep een kaart naar het midden, of dubbelklik erop)</translation>
    </message>
    <message>
        <source>Your turn: you have no {suit}, so play any card (drag it to the middle, or double-click it)</source>
        <translation>Jouw beurt: je hebt geen {suit}, dus speel een kaart naar keuze (sleep hem naar het midden of dubbelklik erop)</translation>
    </message>
    <message>
        <source>Your lead: drag a card to the middle, or double-click it</source>
        <translation>Jij komt uit: sleep een kaart naar het midden, of dubbelklik erop</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claimen</translation>
    </message>
    <message>
        <source>Show your cards: the rest of the tricks are yours against any defence</source>
        <translation>Leg je kaarten open: de overige slagen zijn voor jou, tegen elke verdediging</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Je bent niet aan de beurt</translation>
    </message>
    <message>
        <source>Play the {card}?</source>
        <translation>De {card} spelen?</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Spelen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>You cannot play that card</source>
        <translation>Die kaart kun je niet spelen</translation>
    </message>
    <message>
        <source>Last trick: {cards}; won by {name}</source>
        <translation>Laatste slag: {cards}; gewonnen door {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n slag</numerusform>
            <numerusform>%n slagen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h2&gt;Thrown in&lt;/h2&gt;&lt;p&gt;Everyone passed: the next dealer deals afresh.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ingetrokken&lt;/h2&gt;&lt;p&gt;Iedereen paste: de volgende deler deelt opnieuw.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it by a claim</source>
        <translation>{name} bood {bid} en haalde het met een claim</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed by a claim</source>
        <translation>{name} bood {bid} en faalde met een claim</translation>
    </message>
    <message>
        <source>You bid {bid} and made it by a claim</source>
        <translation>Je bood {bid} en haalde het met een claim</translation>
    </message>
    <message>
        <source>You bid {bid} and failed by a claim</source>
        <translation>Je bood {bid} en faalde met een claim</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it: {revoker} revoked</source>
        <translation>{name} bood {bid} en haalde het: {revoker} verzaakte</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed: {revoker} revoked</source>
        <translation>{name} bood {bid} en faalde: {revoker} verzaakte</translation>
    </message>
    <message>
        <source>You bid {bid} and made it: {revoker} revoked</source>
        <translation>Je bood {bid} en haalde het: {revoker} verzaakte</translation>
    </message>
    <message>
        <source>You bid {bid} and failed: {revoker} revoked</source>
        <translation>Je bood {bid} en faalde: {revoker} verzaakte</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it: you revoked</source>
        <translation>{name} bood {bid} en haalde het: je verzaakte</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed: you revoked</source>
        <translation>{name} bood {bid} en faalde: je verzaakte</translation>
    </message>
    <message>
        <source>You bid {bid} and made it, though you revoked</source>
        <translation>Je bood {bid} en haalde het, al verzaakte je</translation>
    </message>
    <message>
        <source>You bid {bid} and failed: you revoked</source>
        <translation>Je bood {bid} en faalde: je verzaakte</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it</source>
        <translation>{name} bood {bid} en haalde het</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed</source>
        <translation>{name} bood {bid} en faalde</translation>
    </message>
    <message>
        <source>You bid {bid} and made it</source>
        <translation>Je bood {bid} en haalde het</translation>
    </message>
    <message>
        <source>You bid {bid} and failed</source>
        <translation>Je bood {bid} en faalde</translation>
    </message>
    <message>
        <source>&lt;p&gt;{name} took {won} of {played} played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gespeeld: {played}; {name} haalde er {won}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You took {won} of {played} played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gespeeld: {played}; je haalde er {won}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;{name} claimed the remaining tricks after {played}, having taken {won}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{name} claimde de overige slagen na {played}, waarvan {name} er {won} had gehaald.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You claimed the remaining tricks after {played}, having taken {won}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Je claimde de overige slagen na {played}, waarvan je er {won} had gehaald.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;{name} claimed every trick before the first was played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{name} claimde alle slagen voordat de eerste was gespeeld.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You claimed every trick before the first was played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Je claimde alle slagen voordat de eerste was gespeeld.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A practice hand&lt;/b&gt;: it counted for nothing, and nobody paid.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Een oefenhand&lt;/b&gt;: die telde niet mee, en niemand betaalde.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Deze hand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pool now {amount}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pot nu {amount}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A tie-break follows&lt;/h3&gt;&lt;p&gt;{names} are level at the top: they play one more hand to decide the session, and the others sit it out.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Er volgt een beslissingsspel&lt;/h3&gt;&lt;p&gt;{names} staan gelijk bovenaan: zij spelen nog één hand om de sessie te beslissen, de anderen kijken toe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;A tie-break hand&lt;/h2&gt;&lt;p&gt;The session has reached its end with {names} level at the top. They play one more hand to decide it; the others sit it out.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Een beslissingsspel&lt;/h2&gt;&lt;p&gt;De sessie is ten einde met {names} gelijk bovenaan. Zij spelen nog één spel om te beslissen; de anderen kijken toe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Volgende hand</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The session is over: {names} won&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;De sessie is voorbij: {names} gewonnen&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message numerus="yes">
        <source>With all cards seen, you could have taken {taken} of the %n tricks.</source>
        <translation>
            <numerusform>Met alle kaarten open had je {taken} van de %n slag kunnen halen.</numerusform>
            <numerusform>Met alle kaarten open had je {taken} van de %n slagen kunnen halen.</numerusform>
        </translation>
    </message>
    <message>
        <source>With all cards seen, the misère could have been made.</source>
        <translation>Met alle kaarten open was de misère te halen geweest.</translation>
    </message>
    <message>
        <source>With all cards seen, the misère could not be made.</source>
        <translation>Met alle kaarten open was de misère niet te halen.</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} brought the bid within reach</source>
        <translation>Slag {trick}: je {card} bracht het bod binnen bereik</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} put the bid out of reach</source>
        <translation>Slag {trick}: je {card} bracht het bod buiten bereik</translation>
    </message>
    <message>
        <source>Trick {trick}: {name}&apos;s {card} brought the bid within reach</source>
        <translation>Slag {trick}: {card} van {name} bracht het bod binnen bereik</translation>
    </message>
    <message>
        <source>Trick {trick}: {name}&apos;s {card} put the bid out of reach</source>
        <translation>Slag {trick}: {card} van {name} bracht het bod buiten bereik</translation>
    </message>
    <message>
        <source> ({better} would not have).</source>
        <translation> (met {better} niet).</translation>
    </message>
    <message numerus="yes">
        <source>With all cards seen, {name} could have taken {taken} of the %n tricks.</source>
        <translation>
            <numerusform>Met alle kaarten open had {name} {taken} van de %n slag kunnen halen.</numerusform>
            <numerusform>Met alle kaarten open had {name} {taken} van de %n slagen kunnen halen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyButton</name>
    <message>
        <source>Why?</source>
        <translation>Waarom?</translation>
    </message>
    <message>
        <source>Why: the reason for the hint or the refusal</source>
        <translation>Waarom: de reden voor de tip of de weigering</translation>
    </message>
    <message>
        <source>Say why the hint is given, or why the card is refused (Ctrl+Shift+H)</source>
        <translation>Zeg waarom de tip gegeven wordt, of waarom de kaart geweigerd wordt (Ctrl+Shift+H)</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>You must follow {suit}</source>
        <translation>Je moet kleur bekennen: {suit}</translation>
    </message>
    <message>
        <source>You do not hold the {card}</source>
        <translation>Je hebt de {card} niet</translation>
    </message>
    <message>
        <source>You must bid higher than {bid}</source>
        <translation>Je moet hoger bieden dan {bid}</translation>
    </message>
    <message>
        <source>You must bid: everyone else has passed</source>
        <translation>Je moet bieden: alle anderen hebben gepast</translation>
    </message>
    <message>
        <source>You may bid Wellington only over a nap</source>
        <translation>Wellington mag je alleen bieden over een Nap</translation>
    </message>
    <message>
        <source>You may bid Blücher only over a Wellington</source>
        <translation>Blücher mag je alleen bieden over een Wellington</translation>
    </message>
    <message>
        <source>The bid of five tricks is written nap</source>
        <translation>Het bod van vijf slagen heet Nap</translation>
    </message>
    <message>
        <source>In seven-card Nap the bid of all seven is written 7</source>
        <translation>In Nap met zeven kaarten heet het bod van alle zeven 7</translation>
    </message>
    <message>
        <source>{bid} is not played at this table</source>
        <translation>{bid} wordt aan deze tafel niet gespeeld</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>De hand is uitgespeeld</translation>
    </message>
    <message>
        <source>You cannot {verb} now: it is time to {wanted}</source>
        <translation>Je kunt nu niet {verb}: het is tijd om {wanted}</translation>
    </message>
    <message>
        <source>The least bid is {bid}</source>
        <translation>Het laagste bod is {bid}</translation>
    </message>
    <message>
        <source>You cannot claim now: only the bidder may claim, when he is on lead</source>
        <translation>Je kunt nu niet claimen: alleen de bieder mag claimen, als hij moet uitkomen</translation>
    </message>
    <message>
        <source>Claims are not allowed at this table</source>
        <translation>Claimen is aan deze tafel niet toegestaan</translation>
    </message>
    <message>
        <source>Claim refused: the defence can beat it</source>
        <translation>Claim geweigerd: de verdediging kan hem breken</translation>
    </message>
    <message>
        <source>There is no peep card at this table</source>
        <translation>Er is geen gluurkaart aan deze tafel</translation>
    </message>
    <message>
        <source>You have already peeped</source>
        <translation>Je hebt al gegluurd</translation>
    </message>
    <message>
        <source>There is no widow at this table</source>
        <translation>Er is geen weduwe aan deze tafel</translation>
    </message>
    <message>
        <source>The widow is gone</source>
        <translation>De weduwe is al genomen</translation>
    </message>
    <message>
        <source>No five-trick bid is open to take the widow</source>
        <translation>Er is geen bod van vijf slagen meer open om de weduwe te nemen</translation>
    </message>
    <message>
        <source>You have taken the widow already: choose the cards to discard</source>
        <translation>Je hebt de weduwe al genomen: kies de kaarten die je aflegt</translation>
    </message>
    <message>
        <source>You may discard only cards from your hand and the widow</source>
        <translation>Je mag alleen kaarten uit je hand en de weduwe afleggen</translation>
    </message>
    <message numerus="yes">
        <source>You must discard %n card(s) with the widow</source>
        <translation>
            <numerusform>Je moet met de weduwe %n kaart afleggen</numerusform>
            <numerusform>Je moet met de weduwe %n kaarten afleggen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot draw {count}: the stock holds %n card(s)</source>
        <translation>
            <numerusform>Je kunt er geen {count} trekken: de stok heeft nog %n kaart</numerusform>
            <numerusform>Je kunt er geen {count} trekken: de stok heeft nog %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>You may exchange only cards in your hand</source>
        <translation>Je mag alleen kaarten uit je hand ruilen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>bieden</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>een kaart spelen</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>ruilen</translation>
    </message>
    <message>
        <source>peep</source>
        <translation>gluren</translation>
    </message>
    <message>
        <source>take the widow</source>
        <translation>de weduwe nemen</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>afleggen</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>claimen</translation>
    </message>
</context>
<context>
    <name>engine.phase</name>
    <message>
        <source>exchange cards or stand pat</source>
        <translation>kaarten te ruilen of niet te ruilen</translation>
    </message>
    <message>
        <source>bid or pass</source>
        <translation>te bieden of te passen</translation>
    </message>
    <message>
        <source>choose the cards to discard with the widow</source>
        <translation>de kaarten te kiezen die je met de weduwe aflegt</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>een kaart af te leggen</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>een kaart te spelen</translation>
    </message>
</context>
<context>
    <name>napdesk.bids</name>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Eén</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Twee</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drie</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Vijf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Zes</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Zeven</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Nap</source>
        <translation>Nap</translation>
    </message>
    <message>
        <source>Wellington</source>
        <translation>Wellington</translation>
    </message>
    <message>
        <source>Blücher</source>
        <translation>Blücher</translation>
    </message>
</context>
<context>
    <name>napdesk.cards</name>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n fiche</numerusform>
            <numerusform>%n fiches</numerusform>
        </translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>vijf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>zes</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>zeven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>negen</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tien</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>king</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}{rank}</translation>
    </message>
</context>
<context>
    <name>napdesk.coach</name>
    <message numerus="yes">
        <source>You hold %n sure winner(s). Bid {bid}: you promise to take that many tricks yourself.</source>
        <translation>
            <numerusform>Je hebt %n zekere winnaar. Bied {bid}: je belooft zelf zoveel slagen te halen.</numerusform>
            <numerusform>Je hebt %n zekere winnaars. Bied {bid}: je belooft zelf zoveel slagen te halen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n sure winner(s); lead your long suit as trumps, and once the others&apos; trumps are drawn the rest of it wins too. Bid {bid}.</source>
        <translation>
            <numerusform>Je hebt %n zekere winnaar; speel je lange kleur uit als troef, en zodra de troeven van de anderen binnen zijn, wint de rest ervan ook. Bied {bid}.</numerusform>
            <numerusform>Je hebt %n zekere winnaars; speel je lange kleur uit als troef, en zodra de troeven van de anderen binnen zijn, wint de rest ervan ook. Bied {bid}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n sure winner(s): too few to promise tricks. Pass, and let the others bid.</source>
        <translation>
            <numerusform>Je hebt %n zekere winnaar: te weinig om slagen te beloven. Pas, en laat de anderen bieden.</numerusform>
            <numerusform>Je hebt %n zekere winnaars: te weinig om slagen te beloven. Pas, en laat de anderen bieden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trumps are {trump} and the others still hold %n of them. Lead a trump: each round draws theirs, and then they cannot trump your winners.</source>
        <translation>
            <numerusform>Troef is {trump} en de anderen hebben er nog %n. Speel troef uit: elke ronde haalt hun troeven binnen, en dan kunnen ze je winnaars niet meer aftroeven.</numerusform>
            <numerusform>Troef is {trump} en de anderen hebben er nog %n. Speel troef uit: elke ronde haalt hun troeven binnen, en dan kunnen ze je winnaars niet meer aftroeven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot follow and hold no trump: throw a low card and keep your high ones. With your partners you need %n trick(s) to beat the bid.</source>
        <translation>
            <numerusform>Je kunt niet bekennen en hebt geen troef: gooi een lage kaart weg en houd je hoge. Met je partners heb je %n slag nodig om het bod te breken.</numerusform>
            <numerusform>Je kunt niet bekennen en hebt geen troef: gooi een lage kaart weg en houd je hoge. Met je partners heb je %n slagen nodig om het bod te breken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {card} gives away %n trick(s) with best play: {better} would not. Try another card, or play it again to go on.</source>
        <translation>
            <numerusform>De {card} geeft met het beste spel %n slag weg: {better} niet. Probeer een andere kaart, of speel hem nog eens om door te gaan.</numerusform>
            <numerusform>De {card} geeft met het beste spel %n slagen weg: {better} niet. Probeer een andere kaart, of speel hem nog eens om door te gaan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This lesson asks for {bid}: you hold %n sure winner(s). Choose again, or make the same choice again to go on.</source>
        <translation>
            <numerusform>Deze les vraagt om {bid}: je hebt %n zekere winnaar. Kies opnieuw, of maak dezelfde keuze nog eens om door te gaan.</numerusform>
            <numerusform>Deze les vraagt om {bid}: je hebt %n zekere winnaars. Kies opnieuw, of maak dezelfde keuze nog eens om door te gaan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick {trick}: your {card} gave away %n trick(s); {better} would not.</source>
        <translation>
            <numerusform>Slag {trick}: je {card} gaf %n slag weg; {better} niet.</numerusform>
            <numerusform>Slag {trick}: je {card} gaf %n slagen weg; {better} niet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {card} again gives away %n trick(s): {better} would not.</source>
        <translation>
            <numerusform>Je {card} geeft weer %n slag weg: {better} niet.</numerusform>
            <numerusform>Je {card} geeft weer %n slagen weg: {better} niet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It lost the bid: a swing of %n chip(s).</source>
        <translation>
            <numerusform>Het kostte het bod: een verschil van %n fiche.</numerusform>
            <numerusform>Het kostte het bod: een verschil van %n fiches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bidding: you chose {bid}; {better} was worth about %n chip(s) more (the expert&apos;s estimate from sampled deals, not with every card seen).</source>
        <translation>
            <numerusform>Bieden: je koos {bid}; {better} was ongeveer %n fiche meer waard (de schatting van de expert uit getrokken delingen, niet met alle kaarten open).</numerusform>
            <numerusform>Bieden: je koos {bid}; {better} was ongeveer %n fiches meer waard (de schatting van de expert uit getrokken delingen, niet met alle kaarten open).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} this time gives away about %n chip(s) by the expert&apos;s estimate: {better} is worth more.</source>
        <translation>
            <numerusform>{bid} geeft deze keer volgens de schatting van de expert ongeveer %n fiche weg: {better} is meer waard.</numerusform>
            <numerusform>{bid} geeft deze keer volgens de schatting van de expert ongeveer %n fiches weg: {better} is meer waard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) of five done.</source>
        <translation>
            <numerusform>%n les van vijf gedaan.</numerusform>
            <numerusform>%n lessen van vijf gedaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Kleur bekennen</translation>
    </message>
    <message>
        <source>What a bid means</source>
        <translation>Wat een bod betekent</translation>
    </message>
    <message>
        <source>Lead trumps</source>
        <translation>Troef uitspelen</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Defending together</source>
        <translation>Samen verdedigen</translation>
    </message>
    <message>
        <source>A hand is five tricks. The bidder&apos;s first card sets trumps; then everyone must play a card of the suit led while they have one.</source>
        <translation>Een spel is vijf slagen. De eerste kaart van de bieder bepaalt troef; daarna moet iedereen de gevraagde kleur bekennen zolang hij die heeft.</translation>
    </message>
    <message>
        <source>A bid promises that many of the five tricks, taken by you alone against all the others. Count your sure winners: an ace, and each card just below it in the same suit.</source>
        <translation>Een bod belooft zoveel van de vijf slagen, alleen gehaald tegen alle anderen. Tel je zekere winnaars: een aas, en elke kaart er direct onder in dezelfde kleur.</translation>
    </message>
    <message>
        <source>As the bidder, lead your trumps first: they draw the defenders&apos; trumps, and your other winners are safe after.</source>
        <translation>Speel als bieder eerst je troeven uit: ze halen de troeven van de verdedigers binnen, en daarna zijn je andere winnaars veilig.</translation>
    </message>
    <message>
        <source>Misère is a bid to take no trick at all, and there are no trumps. Play under the winning card, and when you cannot follow, throw your highest card.</source>
        <translation>Misère is een bod om geen enkele slag te halen, en er is geen troef. Speel onder de winnende kaart, en als je niet kunt bekennen, gooi dan je hoogste kaart weg.</translation>
    </message>
    <message>
        <source>When another player bids, everyone else defends together: any trick a defender takes counts for all of them.</source>
        <translation>Als een ander biedt, verdedigen alle anderen samen: elke slag die een verdediger haalt, telt voor allemaal.</translation>
    </message>
    <message>
        <source>All your cards are low: bid Misère, and take no trick.</source>
        <translation>Al je kaarten zijn laag: bied Misère, en haal geen slag.</translation>
    </message>
    <message>
        <source>You lead first, and the suit of your first card becomes trumps. Lead from your strongest suit: {suit}.</source>
        <translation>Jij komt eerst uit, en de kleur van je eerste kaart wordt troef. Speel uit je sterkste kleur: {suit}.</translation>
    </message>
    <message>
        <source>Your lead. Trumps are {trump}.</source>
        <translation>Jij komt uit. Troef is {trump}.</translation>
    </message>
    <message>
        <source>Lead a low card: someone else will have to take the trick.</source>
        <translation>Speel een lage kaart uit: een ander zal de slag moeten nemen.</translation>
    </message>
    <message>
        <source>{Suit} were led: you must follow with {suit} while you have them. Trumps are {trump}.</source>
        <translation>Er is {suit} gevraagd: je moet {suit} bekennen zolang je ze hebt. Troef is {trump}.</translation>
    </message>
    <message>
        <source>You have no {suit}: any trump ({trump}) beats them.</source>
        <translation>Je hebt geen {suit}: elke troef ({trump}) wint ervan.</translation>
    </message>
    <message>
        <source>You cannot follow {suit} and hold no trump: throw your least useful card.</source>
        <translation>Je kunt {suit} niet bekennen en hebt geen troef: gooi je minst nuttige kaart weg.</translation>
    </message>
    <message>
        <source>The {card} is winning this trick: play a card under it.</source>
        <translation>De {card} wint deze slag: speel een kaart eronder.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: throw your most dangerous high card now, while someone else takes the trick.</source>
        <translation>Je kunt {suit} niet bekennen: gooi nu je gevaarlijkste hoge kaart weg, terwijl een ander de slag neemt.</translation>
    </message>
    <message>
        <source>A partner&apos;s {card} is winning this trick: play low and keep your winners.</source>
        <translation>De {card} van een partner wint deze slag: speel laag en houd je winnaars.</translation>
    </message>
    <message>
        <source>The bidder&apos;s {card} is winning: beat it if you can, as cheaply as you can.</source>
        <translation>De {card} van de bieder wint: sla hem als je kunt, zo goedkoop mogelijk.</translation>
    </message>
    <message>
        <source>Only one card can be played: the {card}.</source>
        <translation>Er kan maar één kaart gespeeld worden: de {card}.</translation>
    </message>
    <message>
        <source>Your lead. There are no trumps.</source>
        <translation>Jij komt uit. Er is geen troef.</translation>
    </message>
    <message>
        <source>The coach points at {cards}.</source>
        <translation>De coach wijst {cards} aan.</translation>
    </message>
    <message>
        <source>Not that card: {reason}. {tip}</source>
        <translation>Niet die kaart: {reason}. {tip}</translation>
    </message>
    <message>
        <source>Good.</source>
        <translation>Goed.</translation>
    </message>
    <message>
        <source>Lesson {number} of {last}: {title}</source>
        <translation>Les {number} van {last}: {title}</translation>
    </message>
    <message>
        <source>The bid was made.</source>
        <translation>Het bod is gehaald.</translation>
    </message>
    <message>
        <source>The bid was beaten.</source>
        <translation>Het bod is gebroken.</translation>
    </message>
    <message>
        <source>Lesson done. {result} Take the next lesson when you are ready.</source>
        <translation>Les gedaan. {result} Neem de volgende les als je klaar bent.</translation>
    </message>
    <message>
        <source>You have done every lesson. {result} Start a real game with Game &gt; New game; Help explains the rest.</source>
        <translation>Je hebt elke les gedaan. {result} Begin een echt spel met Spel &gt; Nieuw spel; Help legt de rest uit.</translation>
    </message>
    <message>
        <source>Better: your {card} gave nothing away this time.</source>
        <translation>Beter: je {card} gaf deze keer niets weg.</translation>
    </message>
    <message>
        <source>No bid or card of yours cost anything.</source>
        <translation>Geen bod of kaart van jou heeft iets gekost.</translation>
    </message>
    <message>
        <source>{bid} this time: nothing given away, by the expert&apos;s estimate.</source>
        <translation>{bid} deze keer: volgens de schatting van de expert niets weggegeven.</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Waarom: {reason}</translation>
    </message>
</context>
<context>
    <name>napdesk.hints</name>
    <message numerus="yes">
        <source>{card} gives the best chance to make the bid: {percent} over %n sampled deal(s)</source>
        <translation>
            <numerusform>{card} geeft de beste kans om het bod te halen: {percent} over %n proefverdeling</numerusform>
            <numerusform>{card} geeft de beste kans om het bod te halen: {percent} over %n proefverdelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} gives the best chance to beat the bid: {percent} over %n sampled deal(s)</source>
        <translation>
            <numerusform>{card} geeft de beste kans om het bod te breken: {percent} over %n proefverdeling</numerusform>
            <numerusform>{card} geeft de beste kans om het bod te breken: {percent} over %n proefverdelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is as good: the bid is made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Elke kaart is even goed: het bod wordt gehaald in {percent} van %n proefverdeling</numerusform>
            <numerusform>Elke kaart is even goed: het bod wordt gehaald in {percent} van %n proefverdelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is as good: the bid is beaten in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Elke kaart is even goed: het bod wordt gebroken in {percent} van %n proefverdeling</numerusform>
            <numerusform>Elke kaart is even goed: het bod wordt gebroken in {percent} van %n proefverdelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the widow and bid {bid}: made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Neem de weduwe en bied {bid}: gehaald in {percent} van %n proefverdeling</numerusform>
            <numerusform>Neem de weduwe en bied {bid}: gehaald in {percent} van %n proefverdelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bid {bid}: made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Bied {bid}: gehaald in {percent} van %n proefverdeling</numerusform>
            <numerusform>Bied {bid}: gehaald in {percent} van %n proefverdelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{advice} (only a guess: %n sampled deal(s))</source>
        <translation>
            <numerusform>{advice} (slechts een gok: %n proefverdeling)</numerusform>
            <numerusform>{advice} (slechts een gok: %n proefverdelingen)</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only legal choice</source>
        <translation>Het is de enige toegestane keuze</translation>
    </message>
    <message>
        <source>The expert&apos;s choice</source>
        <translation>De keuze van de expert</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Speel {card}</translation>
    </message>
    <message>
        <source>No time to look deeper: a sound club player&apos;s bid</source>
        <translation>Geen tijd om dieper te kijken: het bod van een degelijke clubspeler</translation>
    </message>
    <message>
        <source>Peep: the look is worth more than its fee (about {value})</source>
        <translation>Gluur: de blik is meer waard dan wat hij kost (ongeveer {value})</translation>
    </message>
    <message>
        <source>Pass: no bid is worth its risk</source>
        <translation>Pas: geen bod is het risico waard</translation>
    </message>
    <message>
        <source>Keep {cards}: they make the bid most often</source>
        <translation>Houd {cards}: daarmee haal je het bod het vaakst</translation>
    </message>
    <message>
        <source>Discard {card}: the rest makes the bid most often</source>
        <translation>Leg {card} af: met de rest haal je het bod het vaakst</translation>
    </message>
    <message>
        <source>Every card is as good</source>
        <translation>Elke kaart is even goed</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>Ruil {cards}</translation>
    </message>
    <message>
        <source>Stand pat: keep every card</source>
        <translation>Ruil niets: houd alle kaarten</translation>
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation>Tip: {advice}</translation>
    </message>
    <message>
        <source>{advice} (chances: {chances})</source>
        <translation>{advice} (kansen: {chances})</translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Weduwe</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>napdesk.levels</name>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>gemiddeld</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
</context>
<context>
    <name>napdesk.presets</name>
    <message>
        <source>Standard</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>Pub</source>
        <translation>Kroeg</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Short pack</source>
        <translation>Kort spel</translation>
    </message>
    <message>
        <source>Seven card</source>
        <translation>Zeven kaarten</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kopen</translation>
    </message>
    <message>
        <source>Peep</source>
        <translation>Gluren</translation>
    </message>
    <message>
        <source>Sir Garnet</source>
        <translation>Sir Garnet</translation>
    </message>
</context>
<context>
    <name>napdesk.record</name>
    <message>
        <source>it is too long for a hand record (more than {limit} bytes)</source>
        <translation>het is te lang voor een handverslag (meer dan {limit} bytes)</translation>
    </message>
    <message>
        <source>it is not JSON ({error} at line {line}, column {column})</source>
        <translation>het is geen JSON ({error} op regel {line}, kolom {column})</translation>
    </message>
    <message>
        <source>it is not a hand record: its JSON is nested too deeply</source>
        <translation>het is geen handverslag: de JSON is te diep genest</translation>
    </message>
    <message>
        <source>it is not a hand record: a number in it is too long</source>
        <translation>het is geen handverslag: er staat een te lang getal in</translation>
    </message>
    <message>
        <source>a hand record must be a JSON object</source>
        <translation>een handverslag moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>unknown format {value} (napdesk reads napdesk-hand/1)</source>
        <translation>onbekend formaat {value} (napdesk leest napdesk-hand/1)</translation>
    </message>
    <message>
        <source>unknown field {field!r} in the record</source>
        <translation>onbekend veld {field!r} in het verslag</translation>
    </message>
    <message>
        <source>the field “match” must be a JSON object</source>
        <translation>het veld “match” moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>the file cannot be read ({error})</source>
        <translation>het bestand kan niet worden gelezen ({error})</translation>
    </message>
    <message>
        <source>it is not a UTF-8 text file (byte {byte} cannot be read)</source>
        <translation>het is geen UTF-8-tekstbestand (byte {byte} is onleesbaar)</translation>
    </message>
    <message>
        <source>the players (“players”) must be a list of names</source>
        <translation>de spelers (“players”) moeten een lijst namen zijn</translation>
    </message>
    <message>
        <source>the rules must be a JSON object: a preset&apos;s name and the rules that differ from it</source>
        <translation>de regels moeten een JSON-object zijn: de naam van een voorinstelling en de regels die ervan afwijken</translation>
    </message>
    <message>
        <source>the rules: {error}</source>
        <translation>de regels: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) for a {players}-player game</source>
        <translation>
            <numerusform>%n naam voor een spel met {players} spelers</numerusform>
            <numerusform>%n namen voor een spel met {players} spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>the dealer must be a seat from 0 to {last}, not {value}</source>
        <translation>de deler moet een plaats van 0 tot en met {last} zijn, niet {value}</translation>
    </message>
    <message>
        <source>the pool must be a whole number of chips, not {value}</source>
        <translation>de pot moet een geheel aantal fiches zijn, niet {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in the pool, but these rules play without a pool</source>
        <translation>
            <numerusform>%n fiche in de pot, maar met deze regels wordt zonder pot gespeeld</numerusform>
            <numerusform>%n fiches in de pot, maar met deze regels wordt zonder pot gespeeld</numerusform>
        </translation>
    </message>
    <message>
        <source>the deal must be a JSON object with the hands</source>
        <translation>de deling moet een JSON-object met de handen zijn</translation>
    </message>
    <message>
        <source>unknown field {field!r} in the deal</source>
        <translation>onbekend veld {field!r} in de deling</translation>
    </message>
    <message>
        <source>the hand of seat {seat} must be a list of cards, not {value}</source>
        <translation>de hand van plaats {seat} moet een lijst kaarten zijn, niet {value}</translation>
    </message>
    <message>
        <source>the hand of seat {seat}: {value!r} is not a card</source>
        <translation>de hand van plaats {seat}: {value!r} is geen kaart</translation>
    </message>
    <message>
        <source>the hand of seat {seat} names a card twice</source>
        <translation>de hand van plaats {seat} noemt een kaart twee keer</translation>
    </message>
    <message>
        <source>the widow must be a list of cards, not {value}</source>
        <translation>de weduwe moet een lijst kaarten zijn, niet {value}</translation>
    </message>
    <message>
        <source>the widow: {value!r} is not a card</source>
        <translation>de weduwe: {value!r} is geen kaart</translation>
    </message>
    <message>
        <source>the widow names a card twice</source>
        <translation>de weduwe noemt een kaart twee keer</translation>
    </message>
    <message>
        <source>the stock must be a list of cards, not {value}</source>
        <translation>de stok moet een lijst kaarten zijn, niet {value}</translation>
    </message>
    <message>
        <source>the stock: {value!r} is not a card</source>
        <translation>de stok: {value!r} is geen kaart</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>the actions must be a list</source>
        <translation>de zetten moeten een lijst zijn</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), but a hand under these rules holds at most {most}</source>
        <translation>
            <numerusform>%n zet, maar een hand onder deze regels heeft er hoogstens {most}</numerusform>
            <numerusform>%n zetten, maar een hand onder deze regels heeft er hoogstens {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>an action must be a JSON object, not {value!r}</source>
        <translation>een zet moet een JSON-object zijn, niet {value!r}</translation>
    </message>
    <message>
        <source>an action needs a seat, as a whole number</source>
        <translation>een zet heeft een plaats nodig, als geheel getal</translation>
    </message>
    <message>
        <source>an action needs exactly one of {verbs}; it has none</source>
        <translation>een zet heeft precies één van {verbs} nodig; er staat er geen in</translation>
    </message>
    <message>
        <source>an action needs exactly one of {verbs}; it has {found}</source>
        <translation>een zet heeft precies één van {verbs} nodig; er staat {found} in</translation>
    </message>
    <message>
        <source>{value!r} is not a bid</source>
        <translation>{value!r} is geen bod</translation>
    </message>
    <message>
        <source>{value!r} is not a card</source>
        <translation>{value!r} is geen kaart</translation>
    </message>
    <message>
        <source>“play” takes one card, not {value!r}</source>
        <translation>“play” neemt één kaart, niet {value!r}</translation>
    </message>
    <message>
        <source>“{verb}” takes a list of cards, not {value!r}</source>
        <translation>“{verb}” neemt een lijst kaarten, niet {value!r}</translation>
    </message>
    <message>
        <source>“{verb}” names a card twice</source>
        <translation>“{verb}” noemt een kaart twee keer</translation>
    </message>
    <message>
        <source>“discard” takes exactly one card</source>
        <translation>“discard” neemt precies één kaart</translation>
    </message>
    <message>
        <source>“peep” must be true</source>
        <translation>“peep” moet true zijn</translation>
    </message>
    <message>
        <source>“claim” must be true</source>
        <translation>“claim” moet true zijn</translation>
    </message>
    <message>
        <source>the hand is already over</source>
        <translation>de hand is al voorbij</translation>
    </message>
    <message>
        <source>it is not seat {seat}&apos;s turn: seat {to_move} is to act</source>
        <translation>plaats {seat} is niet aan de beurt: plaats {to_move} is aan zet</translation>
    </message>
    <message numerus="yes">
        <source>there is no seat {dealer} to deal in a game of %n player(s)</source>
        <translation>
            <numerusform>er is geen plaats {dealer} die kan delen in een spel met %n speler</numerusform>
            <numerusform>er is geen plaats {dealer} die kan delen in een spel met %n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the deal has %n hand(s) for {players} players</source>
        <translation>
            <numerusform>de deling heeft %n hand voor {players} spelers</numerusform>
            <numerusform>de deling heeft %n handen voor {players} spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>the stock holds a card twice</source>
        <translation>de stok bevat een kaart twee keer</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt twice: {cards}</source>
        <translation>
            <numerusform>{cards} is twee keer gedeeld</numerusform>
            <numerusform>{cards} zijn twee keer gedeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) not in a {deck_size}-card pack: {cards}</source>
        <translation>
            <numerusform>{cards} zit niet in een spel van {deck_size} kaarten</numerusform>
            <numerusform>{cards} zitten niet in een spel van {deck_size} kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seat {seat} was dealt %n card(s), not {wanted}</source>
        <translation>
            <numerusform>plaats {seat} kreeg %n kaart in plaats van {wanted}</numerusform>
            <numerusform>plaats {seat} kreeg %n kaarten in plaats van {wanted}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the dealer sits out but was dealt %n card(s)</source>
        <translation>
            <numerusform>de deler speelt niet mee maar kreeg %n kaart</numerusform>
            <numerusform>de deler speelt niet mee maar kreeg %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the widow holds %n card(s), not {wanted}</source>
        <translation>
            <numerusform>de weduwe heeft %n kaart in plaats van {wanted}</numerusform>
            <numerusform>de weduwe heeft %n kaarten in plaats van {wanted}</numerusform>
        </translation>
    </message>
    <message>
        <source>action {number}: {reason}</source>
        <translation>zet {number}: {reason}</translation>
    </message>
    <message>
        <source>action {number} (seat {seat}): {reason}</source>
        <translation>zet {number} (plaats {seat}): {reason}</translation>
    </message>
</context>
<context>
    <name>napdesk.rules</name>
    <message>
        <source>Source: {source}</source>
        <translation>Bron: {source}</translation>
    </message>
    <message>
        <source>The standard game: Foster&apos;s regular rules, with misère, nap winning 10 and losing 5.</source>
        <translation>Het standaardspel: de gewone regels van Foster, met misère; Nap wint 10 en verliest 5.</translation>
    </message>
    <message>
        <source>Pack and players</source>
        <translation>Kaartspel en spelers</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelverloop</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Inzetten</translation>
    </message>
    <message>
        <source>Pools and variants</source>
        <translation>Potten en varianten</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>How many sit at the table. Four is the classic game; with five or more the dealer may sit out each hand.</source>
        <translation>Hoeveel spelers er aan tafel zitten. Met vier is het klassieke spel; vanaf vijf kan de deler elke hand uitzitten.</translation>
    </message>
    <message>
        <source>{value} players sit at the table.</source>
        <translation>Er zitten {value} spelers aan tafel.</translation>
    </message>
    <message>
        <source>Cards in the pack</source>
        <translation>Kaarten in het spel</translation>
    </message>
    <message>
        <source>A short pack keeps only the highest cards of each suit. Four players often use 28 or 32 cards, five players 36 or 40.</source>
        <translation>Een kort spel houdt alleen de hoogste kaarten van elke kleur. Vier spelers gebruiken vaak 28 of 32 kaarten, vijf spelers 36 of 40.</translation>
    </message>
    <message>
        <source>52 (full pack)</source>
        <translation>52 (volledig spel)</translation>
    </message>
    <message>
        <source>40 (ace to five)</source>
        <translation>40 (aas tot vijf)</translation>
    </message>
    <message>
        <source>36 (ace to six)</source>
        <translation>36 (aas tot zes)</translation>
    </message>
    <message>
        <source>32 (ace to seven)</source>
        <translation>32 (aas tot zeven)</translation>
    </message>
    <message>
        <source>28 (ace to eight)</source>
        <translation>28 (aas tot acht)</translation>
    </message>
    <message>
        <source>The full 52-card pack is used.</source>
        <translation>Er wordt met het volle spel van 52 kaarten gespeeld.</translation>
    </message>
    <message>
        <source>The pack is cut down to 40 cards, ace to five.</source>
        <translation>Het spel is ingekort tot 40 kaarten, aas tot vijf.</translation>
    </message>
    <message>
        <source>The pack is cut down to 36 cards, ace to six.</source>
        <translation>Het spel is ingekort tot 36 kaarten, aas tot zes.</translation>
    </message>
    <message>
        <source>The pack is cut down to 32 cards, ace to seven.</source>
        <translation>Het spel is ingekort tot 32 kaarten, aas tot zeven.</translation>
    </message>
    <message>
        <source>The pack is cut down to 28 cards, ace to eight.</source>
        <translation>Het spel is ingekort tot 28 kaarten, aas tot acht.</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Kaarten per hand</translation>
    </message>
    <message>
        <source>Five cards is ordinary Nap. Seven cards is Seven-card Nap: bids go up to all seven tricks, and Wellington and Blücher are not played.</source>
        <translation>Vijf kaarten is gewoon Nap. Zeven kaarten is Zevenkaartenspel Nap: biedingen lopen tot alle zeven slagen, en Wellington en Blücher worden niet gespeeld.</translation>
    </message>
    <message>
        <source>5 (Nap)</source>
        <translation>5 (Nap)</translation>
    </message>
    <message>
        <source>7 (Seven-card Nap)</source>
        <translation>7 (Zevenkaartenspel Nap)</translation>
    </message>
    <message>
        <source>Each player gets five cards.</source>
        <translation>Elke speler krijgt vijf kaarten.</translation>
    </message>
    <message>
        <source>Seven-card Nap: each player gets seven cards.</source>
        <translation>Nap met zeven kaarten: elke speler krijgt zeven kaarten.</translation>
    </message>
    <message>
        <source>Dealer sits out</source>
        <translation>Deler zit uit</translation>
    </message>
    <message>
        <source>At a big table the dealer deals himself no cards and sits out the hand he deals.</source>
        <translation>Aan een grote tafel deelt de deler zichzelf geen kaarten en zit hij de hand die hij deelt uit.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nooit</translation>
    </message>
    <message>
        <source>With five or more players</source>
        <translation>Met vijf of meer spelers</translation>
    </message>
    <message>
        <source>With six or more players</source>
        <translation>Met zes of meer spelers</translation>
    </message>
    <message>
        <source>The dealer always plays his own deal.</source>
        <translation>De deler speelt altijd zijn eigen deling mee.</translation>
    </message>
    <message>
        <source>With five or more players the dealer sits out the hand he deals.</source>
        <translation>Met vijf of meer spelers zit de deler de hand die hij deelt uit.</translation>
    </message>
    <message>
        <source>With six or more players the dealer sits out the hand he deals.</source>
        <translation>Met zes of meer spelers zit de deler de hand die hij deelt uit.</translation>
    </message>
    <message>
        <source>Dealer who sits out pays and is paid</source>
        <translation>Uitzittende deler betaalt en wordt betaald</translation>
    </message>
    <message>
        <source>When the dealer sits out a hand, he still pays a winning bidder and is paid by a losing one, like the players in the hand.</source>
        <translation>Als de deler een hand uitzit, betaalt hij toch een winnende bieder en wordt hij betaald door een verliezende, net als de spelers in de hand.</translation>
    </message>
    <message>
        <source>A dealer who sits out still pays and is paid like the other opponents.</source>
        <translation>Een deler die uitzit, betaalt en ontvangt toch als de andere tegenspelers.</translation>
    </message>
    <message>
        <source>A dealer who sits out neither pays nor is paid.</source>
        <translation>Een deler die uitzit, betaalt niet en ontvangt niet.</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Eerste deler</translation>
    </message>
    <message>
        <source>How the first dealer of a session is chosen: everyone cuts and the lowest card deals (ace is low, ties cut again), or cards are dealt face up until a Jack turns up, or by lot.</source>
        <translation>Hoe de eerste deler van een sessie wordt gekozen: iedereen trekt een kaart en de laagste deelt (aas is laag, bij gelijkspel opnieuw trekken), of er worden open kaarten gedeeld tot er een boer verschijnt, of door loting.</translation>
    </message>
    <message>
        <source>Lowest cut deals</source>
        <translation>Laagste kaart deelt</translation>
    </message>
    <message>
        <source>First Jack deals</source>
        <translation>Eerste boer deelt</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>The lowest cut deals first.</source>
        <translation>Wie het laagst afneemt, deelt eerst.</translation>
    </message>
    <message>
        <source>The first Jack dealt face up deals first.</source>
        <translation>Wie de eerste open gedeelde boer krijgt, deelt eerst.</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>De eerste deler wordt bij toeval gekozen.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Delen</translation>
    </message>
    <message>
        <source>The cards go round in packets, three then two or two then three, or one at a time as in the old game.</source>
        <translation>De kaarten gaan rond in pakketjes, eerst drie dan twee of eerst twee dan drie, of één voor één zoals in het oude spel.</translation>
    </message>
    <message>
        <source>Three, then two</source>
        <translation>Drie, dan twee</translation>
    </message>
    <message>
        <source>Two, then three</source>
        <translation>Twee, dan drie</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>Eén voor één</translation>
    </message>
    <message>
        <source>Cards are dealt three, then two.</source>
        <translation>De kaarten worden per drie en dan per twee gedeeld.</translation>
    </message>
    <message>
        <source>Cards are dealt two, then three.</source>
        <translation>De kaarten worden per twee en dan per drie gedeeld.</translation>
    </message>
    <message>
        <source>Cards are dealt one at a time.</source>
        <translation>De kaarten worden één voor één gedeeld.</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Laagste bod</translation>
    </message>
    <message>
        <source>The fewest tricks a player may bid.</source>
        <translation>Het kleinste aantal slagen dat een speler mag bieden.</translation>
    </message>
    <message>
        <source>One trick</source>
        <translation>Eén slag</translation>
    </message>
    <message>
        <source>Two tricks</source>
        <translation>Twee slagen</translation>
    </message>
    <message>
        <source>Three tricks</source>
        <translation>Drie slagen</translation>
    </message>
    <message>
        <source>Minimum bid is one.</source>
        <translation>Het laagste bod is één.</translation>
    </message>
    <message>
        <source>Minimum bid is two.</source>
        <translation>Het laagste bod is twee.</translation>
    </message>
    <message>
        <source>Minimum bid is three.</source>
        <translation>Het laagste bod is drie.</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>A bid to win no trick at all. It ranks above three and below four.</source>
        <translation>Een bod om geen enkele slag te halen. Het staat boven Drie en onder Vier.</translation>
    </message>
    <message>
        <source>Misère may be bid.</source>
        <translation>Misère mag geboden worden.</translation>
    </message>
    <message>
        <source>Misère is not played.</source>
        <translation>Misère wordt niet gespeeld.</translation>
    </message>
    <message>
        <source>Trumps in misère</source>
        <translation>Troef bij misère</translation>
    </message>
    <message>
        <source>Misère is normally played without trumps. At some tables the first card led makes trumps, as in any other bid.</source>
        <translation>Misère wordt normaal zonder troef gespeeld. Aan sommige tafels bepaalt de eerste uitgespeelde kaart troef, zoals bij elk ander bod.</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Geen troef</translation>
    </message>
    <message>
        <source>First card led makes trumps</source>
        <translation>Eerste uitgespeelde kaart bepaalt troef</translation>
    </message>
    <message>
        <source>Misère is played without trumps.</source>
        <translation>Misère wordt zonder troef gespeeld.</translation>
    </message>
    <message>
        <source>In misère the first card led makes trumps.</source>
        <translation>Bij misère bepaalt de eerste uitgekomen kaart de troef.</translation>
    </message>
    <message>
        <source>Misère pays</source>
        <translation>Misère betaalt</translation>
    </message>
    <message>
        <source>A misère wins and loses like a bid of three tricks or, by a house rule, like a nap.</source>
        <translation>Een misère wint en verliest als een bod van drie slagen of, volgens een huisregel, als een Nap.</translation>
    </message>
    <message>
        <source>Like a bid of three</source>
        <translation>Als een bod van drie</translation>
    </message>
    <message>
        <source>Like a nap</source>
        <translation>Als een Nap</translation>
    </message>
    <message>
        <source>Misère pays like a bid of three.</source>
        <translation>Misère betaalt als een bod van drie.</translation>
    </message>
    <message>
        <source>Misère pays like a nap.</source>
        <translation>Misère betaalt als een nap.</translation>
    </message>
    <message>
        <source>Nap pays</source>
        <translation>Nap betaalt</translation>
    </message>
    <message>
        <source>A nap that is made wins 10 from each opponent; one that fails pays each 5. Penny-nap tables make it a shilling and sixpence: 12 and 6.</source>
        <translation>Een gehaalde Nap wint 10 van elke tegenstander; een mislukte betaalt elk 5. Aan Penny-nap-tafels is dat een shilling en een sixpence: 12 en 6.</translation>
    </message>
    <message>
        <source>Win 10, lose 5</source>
        <translation>Win 10, verlies 5</translation>
    </message>
    <message>
        <source>Win 12, lose 6</source>
        <translation>Win 12, verlies 6</translation>
    </message>
    <message>
        <source>Nap wins 10 and loses 5.</source>
        <translation>Nap wint 10 en verliest 5.</translation>
    </message>
    <message>
        <source>Nap wins 12 and loses 6.</source>
        <translation>Nap wint 12 en verliest 6.</translation>
    </message>
    <message>
        <source>Wellington</source>
        <translation>Wellington</translation>
    </message>
    <message>
        <source>A bid of all five tricks at higher stakes, made over a nap.</source>
        <translation>Een bod op alle vijf slagen tegen hogere inzet, geboden over een Nap.</translation>
    </message>
    <message>
        <source>Wellington may be bid.</source>
        <translation>Wellington mag geboden worden.</translation>
    </message>
    <message>
        <source>Wellington is not played.</source>
        <translation>Wellington wordt niet gespeeld.</translation>
    </message>
    <message>
        <source>Blücher</source>
        <translation>Blücher</translation>
    </message>
    <message>
        <source>A bid of all five tricks over a Wellington, at the highest stakes. Needs Wellington.</source>
        <translation>Een bod op alle vijf slagen over een Wellington, tegen de hoogste inzet. Vereist Wellington.</translation>
    </message>
    <message>
        <source>Blücher may be bid.</source>
        <translation>Blücher mag geboden worden.</translation>
    </message>
    <message>
        <source>Blücher is not played.</source>
        <translation>Blücher wordt niet gespeeld.</translation>
    </message>
    <message>
        <source>Wellington only over a nap</source>
        <translation>Wellington alleen over een Nap</translation>
    </message>
    <message>
        <source>Wellington may be bid only after someone has bid nap.</source>
        <translation>Wellington mag alleen worden geboden nadat iemand Nap heeft geboden.</translation>
    </message>
    <message>
        <source>Wellington may only be bid over a nap.</source>
        <translation>Wellington mag alleen over een nap geboden worden.</translation>
    </message>
    <message>
        <source>Wellington may be bid without a nap before it.</source>
        <translation>Wellington mag ook zonder voorafgaande nap geboden worden.</translation>
    </message>
    <message>
        <source>Blücher only over a Wellington</source>
        <translation>Blücher alleen over een Wellington</translation>
    </message>
    <message>
        <source>Blücher may be bid only after someone has bid Wellington.</source>
        <translation>Blücher mag alleen worden geboden nadat iemand Wellington heeft geboden.</translation>
    </message>
    <message>
        <source>Blücher may only be bid over a Wellington.</source>
        <translation>Blücher mag alleen over een Wellington geboden worden.</translation>
    </message>
    <message>
        <source>Blücher may be bid without a Wellington before it.</source>
        <translation>Blücher mag ook zonder voorafgaande Wellington geboden worden.</translation>
    </message>
    <message>
        <source>Wellington and Blücher pay</source>
        <translation>Wellington en Blücher betalen</translation>
    </message>
    <message>
        <source>English rule: Wellington wins and loses double the nap stakes, Blücher treble. American rule: both win only the nap stake, but a failed Wellington pays twice and a failed Blücher four times the nap loss.</source>
        <translation>Engelse regel: Wellington wint en verliest de dubbele Nap-inzet, Blücher de drievoudige. Amerikaanse regel: beide winnen alleen de Nap-inzet, maar een mislukte Wellington betaalt twee keer en een mislukte Blücher vier keer het Nap-verlies.</translation>
    </message>
    <message>
        <source>Double and treble stakes</source>
        <translation>Dubbele en drievoudige inzet</translation>
    </message>
    <message>
        <source>Nap win, bigger losses</source>
        <translation>Nap-winst, grotere verliezen</translation>
    </message>
    <message>
        <source>Wellington pays double and Blücher treble the nap stakes.</source>
        <translation>Wellington betaalt het dubbele en Blücher het drievoudige van de inzet van nap.</translation>
    </message>
    <message>
        <source>Wellington and Blücher win only the nap stake; failing costs two and four times the nap loss.</source>
        <translation>Wellington en Blücher winnen alleen de inzet van nap; mislukken kost twee en vier keer het verlies bij nap.</translation>
    </message>
    <message>
        <source>If everyone passes</source>
        <translation>Als iedereen past</translation>
    </message>
    <message>
        <source>Either the dealer (or the last player to speak, if the dealer sits out) must bid at least the lowest bid and play it, or the cards are thrown in and the next dealer deals.</source>
        <translation>Ofwel moet de deler (of de laatste speler die aan de beurt is, als de deler uitzit) minstens het laagste bod doen en spelen, ofwel wordt de hand ingetrokken en deelt de volgende deler.</translation>
    </message>
    <message>
        <source>The dealer must bid</source>
        <translation>De deler moet bieden</translation>
    </message>
    <message>
        <source>Throw in and deal again</source>
        <translation>Intrekken en opnieuw delen</translation>
    </message>
    <message>
        <source>If everyone passes, the dealer must bid.</source>
        <translation>Als iedereen past, moet de deler bieden.</translation>
    </message>
    <message>
        <source>If everyone passes, the cards are thrown in and the next dealer deals.</source>
        <translation>Als iedereen past, gaan de kaarten weg en deelt de volgende deler.</translation>
    </message>
    <message>
        <source>Hand ends</source>
        <translation>Einde van de hand</translation>
    </message>
    <message>
        <source>A hand stops as soon as the bid is made or can no longer be made (extra tricks are worth nothing), or every trick is played out.</source>
        <translation>Een hand stopt zodra het bod gehaald is of niet meer gehaald kan worden (extra slagen zijn niets waard), of alle slagen worden uitgespeeld.</translation>
    </message>
    <message>
        <source>As soon as it is decided</source>
        <translation>Zodra het beslist is</translation>
    </message>
    <message>
        <source>After the last trick</source>
        <translation>Na de laatste slag</translation>
    </message>
    <message>
        <source>A hand stops as soon as the bid is made or beaten.</source>
        <translation>Een hand stopt zodra het bod gehaald of gebroken is.</translation>
    </message>
    <message>
        <source>Every hand is played out to the last trick.</source>
        <translation>Elke hand wordt tot de laatste slag uitgespeeld.</translation>
    </message>
    <message>
        <source>Bidder may claim</source>
        <translation>Bieder mag claimen</translation>
    </message>
    <message>
        <source>When the bidder is to lead and his cards make the bid whatever the others play, he may show them and end the hand. napdesk checks a claim and refuses one that could be beaten.</source>
        <translation>Als de bieder moet uitkomen en zijn kaarten het bod halen wat de anderen ook spelen, mag hij ze tonen en de hand beëindigen. napdesk controleert een claim en weigert er een die te breken is.</translation>
    </message>
    <message>
        <source>The bidder may claim the rest of the hand.</source>
        <translation>De bieder mag de rest van de hand claimen.</translation>
    </message>
    <message>
        <source>The bidder may not claim; the cards are played.</source>
        <translation>De bieder mag niet claimen; de kaarten worden gespeeld.</translation>
    </message>
    <message>
        <source>Revokes</source>
        <translation>Verzaken</translation>
    </message>
    <message>
        <source>Normally a card that fails to follow suit when it could cannot be played. With penalties any card may be played; a revoke that comes to light stops the hand, and the revoker pays all the stakes.</source>
        <translation>Normaal kan een kaart die geen kleur bekent terwijl dat kon, niet worden gespeeld. Met boetes mag elke kaart worden gespeeld; een verzaking die aan het licht komt, stopt de hand en de verzaker betaalt alle inzetten.</translation>
    </message>
    <message>
        <source>Cannot be played</source>
        <translation>Kan niet worden gespeeld</translation>
    </message>
    <message>
        <source>Allowed, and penalised</source>
        <translation>Toegestaan, met boete</translation>
    </message>
    <message>
        <source>A card that fails to follow suit cannot be played.</source>
        <translation>Een kaart die geen kleur bekent, kan niet gespeeld worden.</translation>
    </message>
    <message>
        <source>Revokes may be made, and cost the revoker all the stakes.</source>
        <translation>Verzaken kan, en kost de verzaker alle inzetten.</translation>
    </message>
    <message>
        <source>Look back at the last trick</source>
        <translation>De laatste slag terugzien</translation>
    </message>
    <message>
        <source>Lets players look again at the trick just played. Off is the strict rule that a trick once turned cannot be seen again.</source>
        <translation>Laat spelers de zojuist gespeelde slag nog eens bekijken. Uit is de strenge regel dat een omgedraaide slag niet meer gezien mag worden.</translation>
    </message>
    <message>
        <source>The last trick may be looked at again.</source>
        <translation>De laatste slag mag nog eens bekeken worden.</translation>
    </message>
    <message>
        <source>A trick once turned cannot be seen again.</source>
        <translation>Een omgedraaide slag kan niet meer bekeken worden.</translation>
    </message>
    <message>
        <source>All seven wins</source>
        <translation>Alle zeven wint</translation>
    </message>
    <message>
        <source>In Seven-card Nap, what each opponent pays a bidder who makes all seven tricks.</source>
        <translation>In Zevenkaartenspel Nap: wat elke tegenstander betaalt aan een bieder die alle zeven slagen haalt.</translation>
    </message>
    <message>
        <source>Making all seven tricks wins {value} from each opponent.</source>
        <translation>Alle zeven slagen halen wint {value} van elke tegenspeler.</translation>
    </message>
    <message>
        <source>All seven loses</source>
        <translation>Alle zeven verliest</translation>
    </message>
    <message>
        <source>In Seven-card Nap, what a bidder who fails to make all seven tricks pays each opponent.</source>
        <translation>In Zevenkaartenspel Nap: wat een bieder die niet alle zeven slagen haalt aan elke tegenstander betaalt.</translation>
    </message>
    <message>
        <source>Failing to make all seven tricks costs {value} to each opponent.</source>
        <translation>Niet alle zeven slagen halen kost {value} aan elke tegenspeler.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Fiches bij het begin</translation>
    </message>
    <message>
        <source>The chips each player has at the start of a session.</source>
        <translation>De fiches die elke speler aan het begin van een sessie heeft.</translation>
    </message>
    <message>
        <source>Each player starts with {value} chips.</source>
        <translation>Elke speler begint met {value} fiches.</translation>
    </message>
    <message>
        <source>A player who runs out</source>
        <translation>Een speler zonder fiches</translation>
    </message>
    <message>
        <source>Either buys another stack from the bank (the scoreboard counts it against him) or is out of the session. A player who cannot pay in full pays all he has.</source>
        <translation>Koopt een nieuwe stapel van de bank (het scorebord rekent die tegen hem) of is uitgeschakeld voor de sessie. Een speler die niet volledig kan betalen, betaalt alles wat hij heeft.</translation>
    </message>
    <message>
        <source>Buys another stack</source>
        <translation>Koopt een nieuwe stapel</translation>
    </message>
    <message>
        <source>Is out</source>
        <translation>Is uitgeschakeld</translation>
    </message>
    <message>
        <source>A player who runs out buys another stack.</source>
        <translation>Een speler die door zijn fiches heen is, koopt een nieuwe stapel.</translation>
    </message>
    <message>
        <source>A player who runs out is out of the session.</source>
        <translation>Een speler die door zijn fiches heen is, ligt uit de sessie.</translation>
    </message>
    <message>
        <source>Play for</source>
        <translation>Spelen om</translation>
    </message>
    <message>
        <source>How chips are shown. It changes only the display: one chip is one counter, penny, sixpence, nickel or quarter.</source>
        <translation>Hoe fiches worden getoond. Alleen de weergave verandert: één fiche is één fiche, penny, sixpence, nickel of quarter.</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Pennies</source>
        <translation>Pennies</translation>
    </message>
    <message>
        <source>Sixpences</source>
        <translation>Sixpences</translation>
    </message>
    <message>
        <source>Nickels</source>
        <translation>Nickels</translation>
    </message>
    <message>
        <source>Quarters</source>
        <translation>Quarters</translation>
    </message>
    <message>
        <source>Stakes are shown in counters.</source>
        <translation>De inzetten worden in fiches getoond.</translation>
    </message>
    <message>
        <source>Stakes are shown in pennies.</source>
        <translation>De inzetten worden in pennies getoond.</translation>
    </message>
    <message>
        <source>Stakes are shown in sixpences.</source>
        <translation>De inzetten worden in sixpences getoond.</translation>
    </message>
    <message>
        <source>Stakes are shown in nickels.</source>
        <translation>De inzetten worden in nickels getoond.</translation>
    </message>
    <message>
        <source>Stakes are shown in quarters.</source>
        <translation>De inzetten worden in quarters getoond.</translation>
    </message>
    <message>
        <source>Session ends</source>
        <translation>Einde van de sessie</translation>
    </message>
    <message>
        <source>A session goes on until you stop, or ends after a set number of hands, or once every player has dealt a set number of times (see Session length).</source>
        <translation>Een sessie gaat door tot je stopt, of eindigt na een vast aantal handen, of zodra elke speler een vast aantal keer heeft gedeeld (zie Sessielengte).</translation>
    </message>
    <message>
        <source>When you stop</source>
        <translation>Als je stopt</translation>
    </message>
    <message>
        <source>After a number of hands</source>
        <translation>Na een aantal handen</translation>
    </message>
    <message>
        <source>After a number of deals each</source>
        <translation>Na een aantal delingen per speler</translation>
    </message>
    <message>
        <source>The session goes on until you stop.</source>
        <translation>De sessie gaat door tot je stopt.</translation>
    </message>
    <message numerus="yes">
        <source>The session ends after %n hand(s).</source>
        <translation>
            <numerusform>De sessie eindigt na %n hand.</numerusform>
            <numerusform>De sessie eindigt na %n handen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The session ends when everyone has dealt %n time(s).</source>
        <translation>
            <numerusform>De sessie eindigt als iedereen %n keer heeft gedeeld.</numerusform>
            <numerusform>De sessie eindigt als iedereen %n keer heeft gedeeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Sessielengte</translation>
    </message>
    <message>
        <source>The number of hands, or of deals by each player, after which the session ends.</source>
        <translation>Het aantal handen, of delingen per speler, waarna de sessie eindigt.</translation>
    </message>
    <message>
        <source>Session length is set to {value}, for a session with an end.</source>
        <translation>De lengte van de sessie staat op {value}, voor een sessie met een einde.</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>If players tie for the most chips at the end, they alone play one more hand, or they share the win.</source>
        <translation>Als spelers aan het eind gelijk staan met de meeste fiches, spelen alleen zij nog één hand, of delen ze de winst.</translation>
    </message>
    <message>
        <source>Tied players play one more hand</source>
        <translation>Gelijkstaande spelers spelen nog één hand</translation>
    </message>
    <message>
        <source>Tied players share the win</source>
        <translation>Gelijkstaande spelers delen de winst</translation>
    </message>
    <message>
        <source>Tied leaders play one more hand.</source>
        <translation>Gelijk staande koplopers spelen nog één hand.</translation>
    </message>
    <message>
        <source>Tied leaders share the win.</source>
        <translation>Gelijk staande koplopers delen de winst.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Everyone puts chips into a pool and each dealer adds more. The first bidder to make a five-trick bid takes the pool; one who fails such a bid pays into it as much as it holds.</source>
        <translation>Iedereen legt fiches in een pot en elke deler legt er meer bij. De eerste bieder die een bod van vijf slagen haalt, wint de pot; wie zo&apos;n bod niet haalt, betaalt er evenveel in als erin zit.</translation>
    </message>
    <message>
        <source>A pool is played.</source>
        <translation>Er wordt met een pot gespeeld.</translation>
    </message>
    <message>
        <source>No pool is played.</source>
        <translation>Er wordt zonder pot gespeeld.</translation>
    </message>
    <message>
        <source>Pool ante</source>
        <translation>Inleg in de pot</translation>
    </message>
    <message>
        <source>What each player puts in when a new pool is formed.</source>
        <translation>Wat elke speler inlegt als er een nieuwe pot begint.</translation>
    </message>
    <message>
        <source>Each player puts {value} into a new pool.</source>
        <translation>Elke speler legt {value} in een nieuwe pot.</translation>
    </message>
    <message>
        <source>Dealer&apos;s ante</source>
        <translation>Inleg van de deler</translation>
    </message>
    <message>
        <source>What each later dealer adds to the pool.</source>
        <translation>Wat elke volgende deler aan de pot toevoegt.</translation>
    </message>
    <message>
        <source>Each dealer adds {value} to the pool.</source>
        <translation>Elke deler legt {value} bij in de pot.</translation>
    </message>
    <message>
        <source>Buying cards</source>
        <translation>Kaarten kopen</translation>
    </message>
    <message>
        <source>Before the bidding each player in turn may throw away cards and draw new ones, paying into the pool 1 for each card, or 1 for any exchange. Needs Pool.</source>
        <translation>Vóór het bieden mag elke speler om de beurt kaarten wegleggen en nieuwe trekken, en betaalt daarvoor 1 in de pot per kaart, of 1 per ruil. Vereist Pot.</translation>
    </message>
    <message>
        <source>Foster&apos;s Complete Hoyle (1897)</source>
        <translation>Foster&apos;s Complete Hoyle (1897)</translation>
    </message>
    <message>
        <source>an old English account</source>
        <translation>een oude Engelse beschrijving</translation>
    </message>
    <message>
        <source>the Dutch pub rules</source>
        <translation>de Nederlandse kroegregels</translation>
    </message>
    <message>
        <source>the Spanish encyclopaedia</source>
        <translation>de Spaanse encyclopedie</translation>
    </message>
    <message>
        <source>{rules}: a value napdesk cannot play</source>
        <translation>{rules}: een waarde waarmee napdesk niet kan spelen</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Aan</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>1 per card</source>
        <translation>1 per kaart</translation>
    </message>
    <message>
        <source>1 per exchange</source>
        <translation>1 per ruil</translation>
    </message>
    <message>
        <source>Nobody may buy cards.</source>
        <translation>Niemand mag kaarten kopen.</translation>
    </message>
    <message>
        <source>Before bidding, players may buy new cards at 1 a card.</source>
        <translation>Voor het bieden mogen spelers nieuwe kaarten kopen voor 1 per kaart.</translation>
    </message>
    <message>
        <source>Before bidding, players may exchange cards for 1, however many.</source>
        <translation>Voor het bieden mogen spelers kaarten ruilen voor 1, hoeveel ook.</translation>
    </message>
    <message>
        <source>Peep</source>
        <translation>Gluren</translation>
    </message>
    <message>
        <source>One extra card is dealt face down. Before speaking, a player may pay 1 to the pool to look at it; the winning bidder takes it and throws away one card. Needs Pool; not with Widow.</source>
        <translation>Er wordt één extra kaart gedekt gedeeld. Voordat hij biedt, mag een speler 1 in de pot betalen om ernaar te gluren; de winnaar van het bod neemt haar en legt één kaart af. Vereist Pot; niet met Weduwe.</translation>
    </message>
    <message>
        <source>A peep card is dealt; a look at it costs 1.</source>
        <translation>Er wordt een gluurkaart gedeeld; wie ernaar kijkt, betaalt 1.</translation>
    </message>
    <message>
        <source>No peep card is dealt.</source>
        <translation>Er wordt geen gluurkaart gedeeld.</translation>
    </message>
    <message>
        <source>Widow (Sir Garnet)</source>
        <translation>Weduwe (Sir Garnet)</translation>
    </message>
    <message>
        <source>A spare hand is dealt face down. A player in turn to bid may take it, keep the best of the cards and throw away the rest, and must then bid nap. Not with Peep.</source>
        <translation>Er wordt een extra hand gedekt gedeeld. Een speler die aan de beurt is om te bieden, mag haar nemen, de beste kaarten houden en de rest afleggen, en moet dan Nap bieden. Niet met Gluren.</translation>
    </message>
    <message>
        <source>A widow hand is dealt (Sir Garnet).</source>
        <translation>Er wordt een weduwe gedeeld (Sir Garnet).</translation>
    </message>
    <message>
        <source>No widow hand is dealt.</source>
        <translation>Er wordt geen weduwe gedeeld.</translation>
    </message>
    <message>
        <source>The hands (and the widow or peep card) must fit in the pack</source>
        <translation>De handen (en de weduwe of de gluurkaart) moeten uit het spel te delen zijn</translation>
    </message>
    <message>
        <source>Blücher needs Wellington</source>
        <translation>Blücher kan alleen met Wellington</translation>
    </message>
    <message>
        <source>Wellington and Blücher are not played with seven cards</source>
        <translation>Wellington en Blücher worden niet met zeven kaarten gespeeld</translation>
    </message>
    <message>
        <source>Buying cards needs a pool</source>
        <translation>Kaarten kopen kan alleen met een pot</translation>
    </message>
    <message>
        <source>Peep needs a pool</source>
        <translation>Gluren kan alleen met een pot</translation>
    </message>
    <message>
        <source>Peep and widow cannot both be played</source>
        <translation>Gluren en de weduwe gaan niet samen</translation>
    </message>
</context>
<context>
    <name>napdesk.rules.source</name>
    <message>
        <source>000: &quot;Any number from two to six can play; but four is the best game&quot;; 003: three to seven players</source>
        <translation>000: &quot;Any number from two to six can play; but four is the best game&quot;; 003: drie tot zeven spelers</translation>
    </message>
    <message>
        <source>000: &quot;a full pack of fifty-two cards&quot;; 004: packs of 28 to 52 cards, 28-32 for four players, 36-40 for five</source>
        <translation>000: &quot;a full pack of fifty-two cards&quot;; 004: spellen van 28 tot 52 kaarten, 28-32 voor vier spelers, 36-40 voor vijf</translation>
    </message>
    <message>
        <source>003: Seven-card Nap, bids from 3 to 7, seven paying 24 from each opponent</source>
        <translation>003: Zevenkaartenspel Nap, biedingen van 3 tot 7, zeven wint 24 van elke tegenstander</translation>
    </message>
    <message>
        <source>000: &quot;If five or six play it is usual for the dealer to give himself no cards&quot;; 004: with six players</source>
        <translation>000: &quot;If five or six play it is usual for the dealer to give himself no cards&quot;; 004: met zes spelers</translation>
    </message>
    <message>
        <source>004: the dealer who deals himself no cards still receives or pays as much as the others, as if he were playing</source>
        <translation>004: de deler die zichzelf geen kaarten deelt, ontvangt of betaalt toch evenveel als de anderen, alsof hij meespeelde</translation>
    </message>
    <message>
        <source>000: &quot;the lowest cut has the first choice of seats, and deals the first hand&quot;, or &quot;the lowest card or the first Jack taking the deal&quot;; 003, 004: lowest card deals, ace low</source>
        <translation>000: &quot;the lowest cut has the first choice of seats, and deals the first hand&quot;, of &quot;the lowest card or the first Jack taking the deal&quot;; 003, 004: de laagste kaart deelt, aas is laag</translation>
    </message>
    <message>
        <source>000: &quot;two cards on the first round, and three on the next; or three on the first and two on the next&quot;; 001: the old game, &quot;five cards being dealt out singly&quot;</source>
        <translation>000: &quot;two cards on the first round, and three on the next; or three on the first and two on the next&quot;; 001: het oude spel, &quot;five cards being dealt out singly&quot;</translation>
    </message>
    <message>
        <source>000: &quot;stating the number of tricks he proposes to win&quot;; 001, 004: any number; 003: three is the least bid</source>
        <translation>000: &quot;stating the number of tricks he proposes to win&quot;; 001, 004: elk aantal; 003: drie is het laagste bod</translation>
    </message>
    <message>
        <source>000: &quot;a misère bid is allowed, which outranks a bid of three tricks, and is beaten by one of four&quot;; 001: &quot;Misery&quot;; 003</source>
        <translation>000: &quot;a misère bid is allowed, which outranks a bid of three tricks, and is beaten by one of four&quot;; 001: &quot;Misery&quot;; 003</translation>
    </message>
    <message>
        <source>000: &quot;There is no trump suit in misère&quot;; 001: &quot;At some tables trumps, determined in the usual way by the initial lead, are recognised&quot;</source>
        <translation>000: &quot;There is no trump suit in misère&quot;; 001: &quot;At some tables trumps, determined in the usual way by the initial lead, are recognised&quot;</translation>
    </message>
    <message>
        <source>000: &quot;the value of three tricks for a misère&quot;; 003: some house rules pay it like a nap (10/5)</source>
        <translation>000: &quot;the value of three tricks for a misère&quot;; 003: sommige huisregels betalen het als een Nap (10/5)</translation>
    </message>
    <message>
        <source>000: &quot;receives ten counters from each adversary; but if he fails, he pays only five&quot;, penny nap makes &quot;naps win a shilling or lose sixpence&quot;; 001: 1s. to win and 6d. to lose</source>
        <translation>000: &quot;receives ten counters from each adversary; but if he fails, he pays only five&quot;, bij penny nap geldt &quot;naps win a shilling or lose sixpence&quot;; 001: 1s. winst en 6d. verlies</translation>
    </message>
    <message>
        <source>001: &quot;a superior call to Napoleon ... to make the whole five tricks, but at double the Nap stakes&quot;; 003</source>
        <translation>001: &quot;a superior call to Napoleon ... to make the whole five tricks, but at double the Nap stakes&quot;; 003</translation>
    </message>
    <message>
        <source>000: &quot;Another may outbid this again by bidding Blucher&quot;; 003: only after someone has bid Wellington, at treble stakes</source>
        <translation>000: &quot;Another may outbid this again by bidding Blucher&quot;; 003: pas nadat iemand Wellington heeft geboden, tegen drievoudige inzet</translation>
    </message>
    <message>
        <source>001: &quot;it cannot be declared unless &apos;Nap&apos; is declared before it&quot;; 003</source>
        <translation>001: &quot;it cannot be declared unless &apos;Nap&apos; is declared before it&quot;; 003</translation>
    </message>
    <message>
        <source>003: Blücher may only be bid after someone has bid Wellington</source>
        <translation>003: Blücher mag alleen worden geboden nadat iemand Wellington heeft geboden</translation>
    </message>
    <message>
        <source>001: &quot;if the caller of Nap receives 1s. or pays 6d., on a Wellington he would receive 2s., or pay 1s.&quot;; 003: double and treble; 000: &quot;pay double or treble stakes if he fails, but will receive only the usual amount&quot;</source>
        <translation>001: &quot;if the caller of Nap receives 1s. or pays 6d., on a Wellington he would receive 2s., or pay 1s.&quot;; 003: dubbel en drievoudig; 000: &quot;pay double or treble stakes if he fails, but will receive only the usual amount&quot;</translation>
    </message>
    <message>
        <source>000: &quot;If all pass until it comes to the dealer, he is bound to bid at least one trick, and either play or pay&quot;; 003: the hand is thrown in and the next dealer deals afresh</source>
        <translation>000: &quot;If all pass until it comes to the dealer, he is bound to bid at least one trick, and either play or pay&quot;; 003: de hand wordt ingetrokken en de volgende deler deelt opnieuw</translation>
    </message>
    <message>
        <source>000: &quot;The hands are usually abandoned when the bidder succeeds&quot;, &quot;nothing is paid for under or over-tricks&quot;; 003: the hand ends when all five tricks have been played</source>
        <translation>000: &quot;The hands are usually abandoned when the bidder succeeds&quot;, &quot;nothing is paid for under or over-tricks&quot;; 003: de hand eindigt als alle vijf slagen gespeeld zijn</translation>
    </message>
    <message>
        <source>000: the bidder &quot;shows cards which are good for his bid against any play&quot;</source>
        <translation>000: de bieder &quot;shows cards which are good for his bid against any play&quot;</translation>
    </message>
    <message>
        <source>000: &quot;the individual player in fault must pay all the counters depending on the result&quot;; 003: the game stops when the revoke is found; 004</source>
        <translation>000: &quot;the individual player in fault must pay all the counters depending on the result&quot;; 003: het spel stopt zodra de verzaking ontdekt wordt; 004</translation>
    </message>
    <message>
        <source>000: &quot;A trick once turned and quitted cannot again be seen&quot;</source>
        <translation>000: &quot;A trick once turned and quitted cannot again be seen&quot;</translation>
    </message>
    <message>
        <source>003: in Seven-card Nap a bid of seven pays 24 from each opponent</source>
        <translation>003: in Zevenkaartenspel Nap levert een bod van zeven 24 op van elke tegenstander</translation>
    </message>
    <message>
        <source>003 gives no loss for seven; napdesk takes half the win, as a nap loses half what it wins</source>
        <translation>003 noemen geen verlies voor zeven; napdesk neemt de helft van de winst, zoals een Nap de helft verliest van wat hij wint</translation>
    </message>
    <message>
        <source>000: each buys counters from the banker, &quot;usually fifty&quot;; 003: equal chips for the session</source>
        <translation>000: ieder koopt fiches van de bankier, &quot;usually fifty&quot;; 003: evenveel fiches voor de hele sessie</translation>
    </message>
    <message>
        <source>000: &quot;When any player&apos;s supply is exhausted, he can purchase more&quot;; 003: a player with no chips left is out</source>
        <translation>000: &quot;When any player&apos;s supply is exhausted, he can purchase more&quot;; 003: een speler zonder fiches is uitgeschakeld</translation>
    </message>
    <message>
        <source>000: &quot;In &apos;penny nap,&apos; English coppers are used&quot;, &quot;sixpenny nap&quot;, &quot;In America, nickel and quarter nap are the usual forms&quot;</source>
        <translation>000: &quot;In &apos;penny nap,&apos; English coppers are used&quot;, &quot;sixpenny nap&quot;, &quot;In America, nickel and quarter nap are the usual forms&quot;</translation>
    </message>
    <message>
        <source>003: after an agreed number of hands, whoever has the most chips wins</source>
        <translation>003: na een afgesproken aantal handen wint wie de meeste fiches heeft</translation>
    </message>
    <message>
        <source>003: an agreed number of hands</source>
        <translation>003: een afgesproken aantal handen</translation>
    </message>
    <message>
        <source>003: only the tied players play one extra hand; the most chips then wins</source>
        <translation>003: alleen de gelijkstaande spelers spelen nog één hand; daarna wint wie de meeste fiches heeft</translation>
    </message>
    <message>
        <source>000 &quot;Pools&quot;: &quot;each player contributing a certain amount, usually two counters&quot;, &quot;The player who first succeeds in winning five tricks on a nap bid takes the pool&quot;</source>
        <translation>000 &quot;Pools&quot;: &quot;each player contributing a certain amount, usually two counters&quot;, &quot;The player who first succeeds in winning five tricks on a nap bid takes the pool&quot;</translation>
    </message>
    <message>
        <source>000: &quot;each player contributing a certain amount, usually two counters, on the first deal&quot;</source>
        <translation>000: &quot;each player contributing a certain amount, usually two counters, on the first deal&quot;</translation>
    </message>
    <message>
        <source>000: &quot;Each dealer in turn adds two more&quot;</source>
        <translation>000: &quot;Each dealer in turn adds two more&quot;</translation>
    </message>
    <message>
        <source>000 &quot;Purchase Nap&quot;: &quot;For each card so exchanged, the player pays one counter to the pool&quot;; 003: one stake to exchange cards</source>
        <translation>000 &quot;Purchase Nap&quot;: &quot;For each card so exchanged, the player pays one counter to the pool&quot;; 003: één inzet om kaarten te ruilen</translation>
    </message>
    <message>
        <source>000 &quot;Peep Nap&quot;: &quot;one card only is dealt to the widow&quot;, &quot;a private peep at this down card, on paying one counter to the pool&quot;; 003</source>
        <translation>000 &quot;Peep Nap&quot;: &quot;one card only is dealt to the widow&quot;, &quot;a private peep at this down card, on paying one counter to the pool&quot;; 003</translation>
    </message>
    <message>
        <source>001 &quot;Sir Garnet&quot;: &quot;on the remaining five he is bound to declare Nap&quot;; 000 &quot;Widows&quot;: &quot;deal five cards in the centre of the table&quot;</source>
        <translation>001 &quot;Sir Garnet&quot;: &quot;on the remaining five he is bound to declare Nap&quot;; 000 &quot;Widows&quot;: &quot;deal five cards in the centre of the table&quot;</translation>
    </message>
</context>
<context>
    <name>napdesk.store</name>
    <message>
        <source>napdesk is already running; the saved games are shown read-only.</source>
        <translation>napdesk draait al; de bewaarde spellen worden alleen-lezen getoond.</translation>
    </message>
    <message>
        <source>The saved games could not be read ({reason}). The file was moved to {target} and napdesk started a new one.</source>
        <translation>De bewaarde spellen konden niet worden gelezen ({reason}). Het bestand is verplaatst naar {target} en napdesk is met een nieuw begonnen.</translation>
    </message>
    <message>
        <source>The saved games in {path} cannot be read ({reason}) and could not be moved aside ({error}); nothing will be saved this time.</source>
        <translation>De bewaarde spellen in {path} kunnen niet worden gelezen ({reason}) en konden niet opzij worden gezet ({error}); deze keer wordt niets bewaard.</translation>
    </message>
    <message>
        <source>The saved games file {path} was empty, so napdesk started a new one.</source>
        <translation>Het bestand met bewaarde spellen {path} was leeg, dus napdesk is met een nieuw begonnen.</translation>
    </message>
    <message>
        <source>napdesk cannot open {path} ({error}); nothing will be saved this time.</source>
        <translation>napdesk kan {path} niet openen ({error}); deze keer wordt niets bewaard.</translation>
    </message>
    <message>
        <source>The saved games in {path} were written by a newer napdesk (data version {version}, this napdesk reads up to {supported}). They are shown read-only and left untouched; nothing new will be saved.</source>
        <translation>De bewaarde spellen in {path} zijn geschreven door een nieuwere napdesk (gegevensversie {version}, deze napdesk leest tot en met {supported}). Ze worden alleen-lezen getoond en niet aangeraakt; er wordt niets nieuws bewaard.</translation>
    </message>
    <message>
        <source>The saved games in {path} could not be brought up to date for this napdesk ({error}). They are shown read-only and left untouched; nothing new will be saved.</source>
        <translation>De bewaarde spellen in {path} konden niet worden bijgewerkt voor deze napdesk ({error}). Ze worden alleen-lezen getoond en niet aangeraakt; er wordt niets nieuws bewaard.</translation>
    </message>
    <message>
        <source>The saved games in {path} could not be brought up to date for this napdesk ({error}), and they cannot be read either ({again}); nothing will be saved this time.</source>
        <translation>De bewaarde spellen in {path} konden niet worden bijgewerkt voor deze napdesk ({error}) en ook niet worden gelezen ({again}); deze keer wordt niets bewaard.</translation>
    </message>
    <message>
        <source>The daily backup failed ({error}).</source>
        <translation>De dagelijkse reservekopie is mislukt ({error}).</translation>
    </message>
    <message>
        <source>napdesk cannot write in {folder}. Your saved games are shown read-only; nothing new will be saved until napdesk can write there again.</source>
        <translation>napdesk kan niet schrijven in {folder}. Je bewaarde spellen worden alleen-lezen getoond; er wordt niets nieuws bewaard tot napdesk daar weer kan schrijven.</translation>
    </message>
    <message>
        <source>napdesk cannot write in {folder} and cannot read the saved games there; nothing will be saved this time.</source>
        <translation>napdesk kan niet schrijven in {folder} en kan de bewaarde spellen daar niet lezen; deze keer wordt niets bewaard.</translation>
    </message>
    <message>
        <source>napdesk cannot use {path}: it is not a file of saved games; nothing will be saved this time.</source>
        <translation>napdesk kan {path} niet gebruiken: het is geen bestand met bewaarde spellen; deze keer wordt niets bewaard.</translation>
    </message>
    <message>
        <source>napdesk cannot write {path} ({error}). Your saved games are shown read-only; nothing new will be saved until the file can be written again.</source>
        <translation>napdesk kan niet schrijven in {path} ({error}). Je bewaarde spellen worden alleen-lezen getoond; er wordt niets nieuws opgeslagen tot er weer in het bestand geschreven kan worden.</translation>
    </message>
    <message>
        <source>The log of recent saves ({wal}) was missing or damaged after napdesk stopped without closing: what was played of the hand in progress then may be lost. Every finished hand is kept.</source>
        <translation>Het logboek van de laatste opslagen ({wal}) ontbrak of was beschadigd nadat napdesk stopte zonder af te sluiten: wat er toen van de lopende hand gespeeld was, kan verloren zijn. Elke uitgespeelde hand is bewaard.</translation>
    </message>
    <message>
        <source>the saved games file {path} cannot be written ({error}). Make the file and its folder writable for you.</source>
        <translation>er kan niet geschreven worden in het bestand met bewaarde spellen {path} ({error}). Maak het bestand en de map schrijfbaar voor jou.</translation>
    </message>
    <message>
        <source>another program is holding the saved games file {path} ({error}). Close the program that has it open (a database tool, a backup or synchronising program).</source>
        <translation>een ander programma houdt het bestand met bewaarde spellen {path} vast ({error}). Sluit het programma dat het open heeft (een databaseprogramma, een back-up- of synchronisatieprogramma).</translation>
    </message>
    <message>
        <source>the disk that holds {path} is full ({error}). Free some space on it.</source>
        <translation>de schijf met {path} is vol ({error}). Maak er wat ruimte vrij.</translation>
    </message>
    <message>
        <source>the saved games file {path} is damaged ({error}). Quit napdesk and start it again: it moves the damaged file aside, keeps it, and tells you where the latest backup is.</source>
        <translation>het bestand met bewaarde spellen {path} is beschadigd ({error}). Sluit napdesk af en start het opnieuw: het zet het beschadigde bestand opzij, bewaart het en zegt waar de nieuwste back-up staat.</translation>
    </message>
    <message>
        <source>The saved games are open read-only; nothing can be changed.</source>
        <translation>De bewaarde spellen zijn alleen-lezen geopend; er kan niets worden veranderd.</translation>
    </message>
    <message>
        <source>napdesk cannot save ({error}).</source>
        <translation>napdesk kan niet bewaren ({error}).</translation>
    </message>
    <message>
        <source>Session {session} is damaged and cannot be opened ({reason}).</source>
        <translation>Sessie {session} is beschadigd en kan niet worden geopend ({reason}).</translation>
    </message>
    <message>
        <source>There is no session {session}.</source>
        <translation>Er is geen sessie {session}.</translation>
    </message>
    <message>
        <source>Session {session} cannot be resumed ({error}).</source>
        <translation>Sessie {session} kan niet worden hervat ({error}).</translation>
    </message>
    <message>
        <source>There is no player profile {profile}.</source>
        <translation>Er is geen spelersprofiel {profile}.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Een speler heeft een naam nodig.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>Er is al een speler die {name} heet.</translation>
    </message>
    <message>
        <source>napdesk cannot read {path} ({error}).</source>
        <translation>napdesk kan {path} niet lezen ({error}).</translation>
    </message>
    <message>
        <source>{name} is not a napdesk session file ({error}).</source>
        <translation>{name} is geen sessiebestand van napdesk ({error}).</translation>
    </message>
    <message>
        <source>{name} is not a text file napdesk can read.</source>
        <translation>{name} is geen tekstbestand dat napdesk kan lezen.</translation>
    </message>
    <message>
        <source>This file is not a napdesk session napdesk can import ({error}).</source>
        <translation>Dit bestand is geen napdesk-sessie die napdesk kan importeren ({error}).</translation>
    </message>
    <message>
        <source>napdesk is already running (process {pid}); the saved games are shown read-only.</source>
        <translation>napdesk draait al (proces {pid}); de bewaarde spellen worden alleen-lezen getoond.</translation>
    </message>
    <message>
        <source>its rules</source>
        <translation>de spelregels</translation>
    </message>
    <message>
        <source>its number of hands</source>
        <translation>het aantal handen</translation>
    </message>
    <message>
        <source>its snapshot</source>
        <translation>de momentopname</translation>
    </message>
    <message>
        <source>its seats</source>
        <translation>de plaatsen</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>plaats {seat}</translation>
    </message>
    <message>
        <source>the number of its hand in progress</source>
        <translation>het nummer van de lopende hand</translation>
    </message>
    <message>
        <source>the deal of its hand in progress</source>
        <translation>de deling van de lopende hand</translation>
    </message>
    <message>
        <source>action {action} of its hand in progress</source>
        <translation>zet {action} van de lopende hand</translation>
    </message>
    <message>
        <source>the record of hand {hand}</source>
        <translation>het verslag van hand {hand}</translation>
    </message>
    <message>
        <source>action {action} of hand {hand}</source>
        <translation>zet {action} van hand {hand}</translation>
    </message>
    <message>
        <source>the antes of hand {hand}</source>
        <translation>de inleg van hand {hand}</translation>
    </message>
    <message>
        <source>the settlement of hand {hand}</source>
        <translation>de afrekening van hand {hand}</translation>
    </message>
    <message>
        <source>preference {key!r}</source>
        <translation>voorkeur {key!r}</translation>
    </message>
    <message>
        <source>preset {key!r}</source>
        <translation>regelset {key!r}</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text</source>
        <translation>in {what} staat geen UTF-8-tekst</translation>
    </message>
    <message>
        <source>{what} is missing</source>
        <translation>er is niets bewaard voor {what}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON</source>
        <translation>in {what} staat geen geldige JSON</translation>
    </message>
    <message>
        <source>{what} is not valid JSON ({error} at character {position})</source>
        <translation>in {what} staat geen geldige JSON ({error} bij teken {position})</translation>
    </message>
    <message>
        <source>{what} is not a JSON object</source>
        <translation>in {what} staat geen JSON-object</translation>
    </message>
    <message numerus="yes">
        <source>{what} is not a list of %n whole number(s)</source>
        <translation>
            <numerusform>in {what} staat geen lijst van %n geheel getal</numerusform>
            <numerusform>in {what} staat geen lijst van %n gehele getallen</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} is not a whole number ({value})</source>
        <translation>in {what} staat geen geheel getal ({value})</translation>
    </message>
    <message>
        <source>{what} is not compressed data</source>
        <translation>in {what} staan geen gecomprimeerde gegevens</translation>
    </message>
    <message>
        <source>{what} cannot be decompressed ({error})</source>
        <translation>{what} kan niet worden uitgepakt ({error})</translation>
    </message>
    <message>
        <source>{what} has no deal or no actions</source>
        <translation>in {what} ontbreken de deling of de zetten</translation>
    </message>
    <message>
        <source>{what} are not valid ({error})</source>
        <translation>{what} zijn ongeldig ({error})</translation>
    </message>
    <message numerus="yes">
        <source>it has %n seat(s) for a {players}-player game</source>
        <translation>
            <numerusform>de sessie heeft %n plaats voor een spel met {players} spelers</numerusform>
            <numerusform>de sessie heeft %n plaatsen voor een spel met {players} spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} is not valid</source>
        <translation>{what} is ongeldig</translation>
    </message>
    <message>
        <source>{what} cannot be played ({error})</source>
        <translation>{what} kan niet gespeeld worden ({error})</translation>
    </message>
    <message>
        <source>{what} stops before the hand is over</source>
        <translation>{what} houdt op voordat de hand uit is</translation>
    </message>
    <message>
        <source>it is not a SQLite database</source>
        <translation>het is geen SQLite-database</translation>
    </message>
    <message>
        <source>it is truncated</source>
        <translation>het bestand is afgekapt</translation>
    </message>
    <message>
        <source>it is truncated ({size} bytes of {expected})</source>
        <translation>het bestand is afgekapt ({size} van {expected} bytes)</translation>
    </message>
    <message>
        <source>it failed SQLite&apos;s integrity check: {error}</source>
        <translation>het komt niet door de integriteitscontrole van SQLite: {error}</translation>
    </message>
    <message>
        <source>it is a SQLite database, but not napdesk&apos;s</source>
        <translation>het is een SQLite-database, maar niet van napdesk</translation>
    </message>
    <message>
        <source>tables are missing from it ({missing})</source>
        <translation>er ontbreken tabellen in ({missing})</translation>
    </message>
    <message>
        <source>SQLite cannot read it ({error})</source>
        <translation>SQLite kan het niet lezen ({error})</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>{path} kan niet worden gelezen: {error}</translation>
    </message>
    <message>
        <source>there are no saved games in it</source>
        <translation>er staan geen bewaarde spellen in</translation>
    </message>
    <message>
        <source>it is a link to {target}, which cannot be reached</source>
        <translation>het is een koppeling naar {target}, dat niet bereikbaar is</translation>
    </message>
    <message>
        <source>The most recent backup is {backup}.</source>
        <translation>De meest recente reservekopie is {backup}.</translation>
    </message>
    <message>
        <source>No backup of it was found.</source>
        <translation>Er is geen reservekopie van gevonden.</translation>
    </message>
</context>
<context>
    <name>napdesk.why</name>
    <message>
        <source>The danger: the bid still fails in {percent} of those deals.</source>
        <translation>Het gevaar: het bod mislukt nog in {percent} van die delingen.</translation>
    </message>
    <message>
        <source>The danger: the bid is still made in {percent} of those deals.</source>
        <translation>Het gevaar: het bod wordt nog gehaald in {percent} van die delingen.</translation>
    </message>
    <message>
        <source>Not one of those deals goes wrong.</source>
        <translation>Geen van die delingen loopt mis.</translation>
    </message>
    <message>
        <source>Once the last trick is taken the hand is settled: nothing more can be played in it.</source>
        <translation>Na de laatste slag wordt de hand afgerekend: er kan niets meer in gespeeld worden.</translation>
    </message>
    <message>
        <source>A hand goes in order, the bidding first and then the play: each step takes only its own choices.</source>
        <translation>Een hand gaat op volgorde, eerst het bieden en dan het spelen: elke stap kent alleen zijn eigen keuzes.</translation>
    </message>
    <message>
        <source>You can play only a card from your own hand.</source>
        <translation>Je kunt alleen een kaart uit je eigen hand spelen.</translation>
    </message>
    <message>
        <source>You must play a card of the suit led while you have one; only when you have none may you trump or throw any card.</source>
        <translation>Je moet kleur bekennen zolang je een kaart van de gevraagde kleur hebt; pas als je er geen hebt, mag je troeven of een willekeurige kaart bijgooien.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the one before: the highest bidder plays the hand.</source>
        <translation>Elk bod moet hoger zijn dan het vorige: wie het hoogst biedt, speelt de hand.</translation>
    </message>
    <message>
        <source>At this table a hand is not thrown in: when everyone else has passed, the last to speak must bid.</source>
        <translation>Aan deze tafel wordt een hand niet ingetrokken: als alle anderen gepast hebben, moet de laatste bieden.</translation>
    </message>
    <message>
        <source>Wellington, all five tricks for higher stakes, may be bid only over a nap.</source>
        <translation>Wellington, alle vijf slagen voor een hogere inzet, mag alleen boven een nap geboden worden.</translation>
    </message>
    <message>
        <source>Blücher, all five tricks for the highest stakes, may be bid only over a Wellington.</source>
        <translation>Blücher, alle vijf slagen voor de hoogste inzet, mag alleen boven een Wellington geboden worden.</translation>
    </message>
    <message>
        <source>A bid to take all five tricks is called nap.</source>
        <translation>Een bod om alle vijf slagen te halen heet nap.</translation>
    </message>
    <message>
        <source>In seven-card Nap a bid to take all seven tricks is written 7.</source>
        <translation>In Nap met zeven kaarten schrijf je een bod om alle zeven slagen te halen als 7.</translation>
    </message>
    <message>
        <source>The house rules set the least bid of this table.</source>
        <translation>De huisregels bepalen het laagste bod aan deze tafel.</translation>
    </message>
    <message>
        <source>The house rules of this table leave this bid out.</source>
        <translation>De huisregels van deze tafel laten dit bod weg.</translation>
    </message>
    <message>
        <source>Only the bidder may claim the tricks left, and only when it is the bidder&apos;s lead.</source>
        <translation>Alleen de bieder mag de resterende slagen claimen, en alleen als de bieder moet uitkomen.</translation>
    </message>
    <message>
        <source>The house rules of this table allow no claims: every card is played out.</source>
        <translation>De huisregels van deze tafel staan geen claims toe: elke kaart wordt uitgespeeld.</translation>
    </message>
    <message>
        <source>A claim stands only when the defenders cannot beat it, whatever they play.</source>
        <translation>Een claim geldt alleen als de verdedigers hem niet kunnen breken, wat ze ook spelen.</translation>
    </message>
    <message>
        <source>The peep, a look at a card for a fee, is a house rule this table does not play.</source>
        <translation>Het gluren, tegen betaling een kaart bekijken, is een huisregel die aan deze tafel niet gespeeld wordt.</translation>
    </message>
    <message>
        <source>Each player may peep only once in a hand.</source>
        <translation>Elke speler mag maar één keer per hand gluren.</translation>
    </message>
    <message>
        <source>The widow, extra cards dealt face down, is a house rule this table does not play.</source>
        <translation>De weduwe, extra kaarten gedekt gedeeld, is een huisregel die aan deze tafel niet gespeeld wordt.</translation>
    </message>
    <message>
        <source>The widow can be taken only once in a hand.</source>
        <translation>De weduwe kan maar één keer per hand genomen worden.</translation>
    </message>
    <message>
        <source>Only a player who bids all five tricks may take the widow.</source>
        <translation>Alleen wie alle vijf slagen biedt, mag de weduwe nemen.</translation>
    </message>
    <message>
        <source>Who takes the widow discards down to a hand of the usual size before the play starts.</source>
        <translation>Wie de weduwe neemt, legt kaarten af tot een hand van de gewone grootte voordat het spelen begint.</translation>
    </message>
    <message>
        <source>Who takes the widow discards from their own cards and the widow&apos;s, and from nothing else.</source>
        <translation>Wie de weduwe neemt, legt af uit de eigen kaarten en die van de weduwe, en uit niets anders.</translation>
    </message>
    <message>
        <source>Who takes the widow puts back as many cards as it held, so the hand is the usual size again.</source>
        <translation>Wie de weduwe neemt, legt evenveel kaarten terug als ze bevatte, zodat de hand weer de gewone grootte heeft.</translation>
    </message>
    <message>
        <source>In the exchange you give up cards from your own hand for cards from the stock.</source>
        <translation>Bij het ruilen geef je kaarten uit je eigen hand op voor kaarten van de stapel.</translation>
    </message>
    <message>
        <source>In the exchange you can draw only as many cards as the stock still holds.</source>
        <translation>Bij het ruilen kun je niet meer kaarten trekken dan er nog op de stapel liggen.</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>Seat {n}</source>
        <translation>Plaats {n}</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Naam op plaats {n}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Seat {n} player</source>
        <translation>Speler op plaats {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
</context>
</TS>
