<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;p&gt;Made by the napdesk developers. The cards are napdesk&apos;s own vector art. The rules come from Foster&apos;s Complete Hoyle (1897) and other old and new descriptions of the game.&lt;/p&gt;&lt;p&gt;Built with Qt and PySide6 (LGPL), platformdirs (MIT), miniaudio (MIT) and SQLite (public domain). The packaged program ships the DejaVu fonts (free licence).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hecho por los desarrolladores de napdesk. Las cartas son dibujos vectoriales propios de napdesk. Las reglas vienen de Foster&apos;s Complete Hoyle (1897) y de otras descripciones antiguas y modernas del juego.&lt;/p&gt;&lt;p&gt;Hecho con Qt y PySide6 (LGPL), platformdirs (MIT), miniaudio (MIT) y SQLite (dominio público). El programa empaquetado incluye las fuentes DejaVu (licencia libre).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About napdesk</source>
        <translation>Acerca de napdesk</translation>
    </message>
    <message>
        <source>napdesk logo</source>
        <translation>logotipo de napdesk</translation>
    </message>
    <message>
        <source>Napoleon (Nap), the Victorian trick-taking card game, with the house rules of the old books and computer opponents.</source>
        <translation>Napoleón (Nap), el juego de bazas victoriano, con las reglas de la casa de los libros antiguos y rivales del ordenador.</translation>
    </message>
    <message>
        <source>(none: nothing is saved)</source>
        <translation>(ninguna: no se guarda nada)</translation>
    </message>
    <message>
        <source>Your data: {folder}</source>
        <translation>Tus datos: {folder}</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>Card face down</source>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <source>{card}, may be played</source>
        <translation>{card}, se puede jugar</translation>
    </message>
    <message>
        <source>{card}, may not be played: {reason}</source>
        <translation>{card}, no se puede jugar: {reason}</translation>
    </message>
    <message>
        <source>{card}, may not be played</source>
        <translation>{card}, no se puede jugar</translation>
    </message>
    <message>
        <source>Card {n} of {count} in your hand</source>
        <translation>Carta {n} de {count} de tu mano</translation>
    </message>
    <message>
        <source>You play the {card}</source>
        <translation>Juegas {card}</translation>
    </message>
    <message>
        <source>{player} plays the {card}</source>
        <translation>{player} juega {card}</translation>
    </message>
    <message>
        <source>You win trick {n}</source>
        <translation>Ganas la baza {n}</translation>
    </message>
    <message>
        <source>{player} wins trick {n}</source>
        <translation>{player} gana la baza {n}</translation>
    </message>
    <message>
        <source>Hand information</source>
        <translation>Datos de la mano</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>No card played yet</source>
        <translation>Aún no se ha jugado ninguna carta</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Table controls</source>
        <translation>Controles de la mesa</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>The deck&apos;s own</source>
        <translation>El de la baraja</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>The card theme {name} is not installed: using napdesk&apos;s own cards.</source>
        <translation>El tema de cartas {name} no está instalado: se usan las cartas propias de napdesk.</translation>
    </message>
    <message>
        <source>The card theme {name} could not be read ({path}): using napdesk&apos;s own cards.</source>
        <translation>No se pudo leer el tema de cartas {name} ({path}): se usan las cartas propias de napdesk.</translation>
    </message>
    <message>
        <source>The card theme {name} has no cards napdesk recognises: using napdesk&apos;s own cards.</source>
        <translation>El tema de cartas {name} no tiene cartas que napdesk reconozca: se usan las cartas propias de napdesk.</translation>
    </message>
</context>
<context>
    <name>ChipsChart</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>{unit} after each hand</source>
        <translation>{unit} después de cada mano</translation>
    </message>
    <message>
        <source>A line per player: {unit} (up) after each hand (across)</source>
        <translation>Una línea por jugador: {unit} (arriba) después de cada mano (a lo ancho)</translation>
    </message>
    <message>
        <source>Point at the chart to see a hand</source>
        <translation>Señala el gráfico para ver una mano</translation>
    </message>
    <message>
        <source>Reading hands: {done} of {total}…</source>
        <translation>Leyendo manos: {done} de {total}…</translation>
    </message>
    <message>
        <source>Start: {amounts}</source>
        <translation>Inicio: {amounts}</translation>
    </message>
    <message>
        <source>Hand {n} ({detail}): {amounts}</source>
        <translation>Mano {n} ({detail}): {amounts}</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>todos pasaron</translation>
    </message>
    <message>
        <source>{who} bid {bid}, {result}</source>
        <translation>{who} apostó {bid}, {result}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Siguiente lección</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>Why the coach says so</source>
        <translation>Por qué lo dice el entrenador</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Otra vez</translation>
    </message>
    <message>
        <source>Play this lesson again</source>
        <translation>Jugar otra vez esta lección</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Siguiente lección</translation>
    </message>
    <message>
        <source>Go to the next lesson</source>
        <translation>Ir a la siguiente lección</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
</context>
<context>
    <name>CostsLabel</name>
    <message>
        <source>Chips lost to decisions and to the cards</source>
        <translation>Fichas perdidas por decisiones y por las cartas</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing your decisions in the last %n hand(s)…</source>
        <translation>
            <numerusform>Revisando tus decisiones en la última mano…</numerusform>
            <numerusform>Revisando tus decisiones en las últimas %n manos…</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions could not be reviewed: {error}</source>
        <translation>No se han podido revisar tus decisiones: {error}</translation>
    </message>
    <message>
        <source>No finished hand of yours to review yet.</source>
        <translation>Aún no hay ninguna mano tuya terminada que revisar.</translation>
    </message>
    <message numerus="yes">
        <source>Over your last %n hand(s): chips lost to your decisions {decisions}, to the cards {cards}.</source>
        <translation>
            <numerusform>En tu última mano: fichas perdidas por tus decisiones {decisions}, por las cartas {cards}.</numerusform>
            <numerusform>En tus últimas %n manos: fichas perdidas por tus decisiones {decisions}, por las cartas {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) too big to review.</source>
        <translation>
            <numerusform>%n mano demasiado grande para revisarla.</numerusform>
            <numerusform>%n manos demasiado grandes para revisarlas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogMenus</name>
    <message>
        <source>New &amp;session…</source>
        <translation>Nueva &amp;sesión…</translation>
    </message>
    <message>
        <source>Choose the players, the rules and the length, and start</source>
        <translation>Elige los jugadores, las reglas y la duración, y empieza</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>&amp;Marcador</translation>
    </message>
    <message>
        <source>The session hand by hand, and the past sessions</source>
        <translation>La sesión mano a mano, y las sesiones anteriores</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historial de manos…</translation>
    </message>
    <message>
        <source>Replay a past hand card by card</source>
        <translation>Revive una mano pasada carta a carta</translation>
    </message>
    <message>
        <source>House &amp;rules…</source>
        <translation>&amp;Reglas de la casa…</translation>
    </message>
    <message>
        <source>Every house rule, one by one</source>
        <translation>Todas las reglas de la casa, una a una</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Cards, felt, speed, hints, language</source>
        <translation>Cartas, tapete, velocidad, pistas, idioma</translation>
    </message>
    <message>
        <source>&amp;Rules of Nap</source>
        <translation>Reglas del &amp;Napoleón</translation>
    </message>
    <message>
        <source>How Nap is played, and this session&apos;s house rules</source>
        <translation>Cómo se juega al Napoleón, y las reglas de la casa de esta sesión</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>Start a new session with these rules? The current one is kept and can be resumed.</source>
        <translation>¿Empezar una sesión nueva con estas reglas? La actual se guarda y se puede reanudar.</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>Empezar una sesión nueva</translation>
    </message>
    <message>
        <source>Apply from the next hand</source>
        <translation>Aplicar desde la próxima mano</translation>
    </message>
    <message>
        <source>These changes can also apply to this session from its next hand.</source>
        <translation>Estos cambios también pueden aplicarse a esta sesión desde su próxima mano.</translation>
    </message>
    <message>
        <source>The new house rules apply from the next hand</source>
        <translation>Las nuevas reglas de la casa se aplican desde la próxima mano</translation>
    </message>
</context>
<context>
    <name>ExportProgress</name>
    <message>
        <source>Export session</source>
        <translation>Exportar sesión</translation>
    </message>
    <message>
        <source>Exporting “{name}”…</source>
        <translation>Exportando «{name}»…</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Noroeste</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nordeste</translation>
    </message>
    <message>
        <source>North-north-west</source>
        <translation>Nornoroeste</translation>
    </message>
    <message>
        <source>North-north-east</source>
        <translation>Nornordeste</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Ordenador {n}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source>The game waits until it can be saved: {error}</source>
        <translation>La partida espera hasta que se pueda guardar: {error}</translation>
    </message>
    <message>
        <source>Nothing was taken back, the game cannot be saved: {error}</source>
        <translation>No se ha deshecho nada, la partida no se puede guardar: {error}</translation>
    </message>
    <message>
        <source>Nothing was put back, the game cannot be saved: {error}</source>
        <translation>No se ha rehecho nada, la partida no se puede guardar: {error}</translation>
    </message>
</context>
<context>
    <name>HandBoard</name>
    <message>
        <source>dealer</source>
        <translation>dador</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>apuesta {bid}</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>no juega</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation>Última baza: {cards}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Baza: {cards}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Triunfo: {suit}</translation>
    </message>
    <message>
        <source>Tricks: bidder {b}, opponents {d}</source>
        <translation>Bazas: declarante {b}, oponentes {d}</translation>
    </message>
    <message>
        <source>No hand open</source>
        <translation>Ninguna mano abierta</translation>
    </message>
    <message>
        <source>Trumps {glyph}</source>
        <translation>Triunfo {glyph}</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Anulada</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Cumplida</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallida</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>seat {n}</source>
        <translation>puesto {n}</translation>
    </message>
    <message numerus="yes">
        <source>{who} exchanges %n card(s)</source>
        <translation>
            <numerusform>{who} cambia %n carta</numerusform>
            <numerusform>{who} cambia %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} pasa</translation>
    </message>
    <message>
        <source>{who} bids {bid}</source>
        <translation>{who} apuesta {bid}</translation>
    </message>
    <message>
        <source>{who} plays {card}</source>
        <translation>{who} juega {card}</translation>
    </message>
    <message>
        <source>{who} discards {card}</source>
        <translation>{who} descarta {card}</translation>
    </message>
    <message>
        <source>{who} stands pat</source>
        <translation>{who} no cambia</translation>
    </message>
    <message>
        <source>{who} takes the widow</source>
        <translation>{who} toma la viuda</translation>
    </message>
    <message>
        <source>{who} peeps</source>
        <translation>{who} mira</translation>
    </message>
    <message>
        <source>{who} claims the rest</source>
        <translation>{who} reclama el resto</translation>
    </message>
    <message numerus="yes">
        <source>You exchange %n card(s)</source>
        <translation>
            <numerusform>Cambias %n carta</numerusform>
            <numerusform>Cambias %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Pasas</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Apuestas {bid}</translation>
    </message>
    <message>
        <source>You play {card}</source>
        <translation>Juegas {card}</translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation>Descartas {card}</translation>
    </message>
    <message>
        <source>You stand pat</source>
        <translation>No cambias</translation>
    </message>
    <message>
        <source>You take the widow</source>
        <translation>Tomas la viuda</translation>
    </message>
    <message>
        <source>You peep</source>
        <translation>Miras</translation>
    </message>
    <message>
        <source>You claim the rest</source>
        <translation>Reclamas el resto</translation>
    </message>
    <message>
        <source>action {number} (seat {seat}: {what}): {reason}</source>
        <translation>jugada {number} (puesto {seat}: {what}): {reason}</translation>
    </message>
    <message>
        <source>it is not seat {seat}&apos;s turn: seat {to_move} is to act</source>
        <translation>no es el turno del puesto {seat}: le toca al puesto {to_move}</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
</context>
<context>
    <name>HandHistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Número de mano</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Abrir mano</translation>
    </message>
    <message>
        <source>Import record…</source>
        <translation>Importar registro…</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>Sesión:</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Mano:</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Manos de práctica</translation>
    </message>
    <message>
        <source>Deals played again, kept apart from the session&apos;s hands</source>
        <translation>Repartos jugados de nuevo, aparte de las manos de la sesión</translation>
    </message>
    <message>
        <source>Open practice hand</source>
        <translation>Abrir mano de práctica</translation>
    </message>
    <message>
        <source>Practice hands:</source>
        <translation>Manos de práctica:</translation>
    </message>
    <message>
        <source>What happened, step by step</source>
        <translation>Lo que pasó, paso a paso</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Como se repartió</translation>
    </message>
    <message>
        <source>One card back</source>
        <translation>Una carta atrás</translation>
    </message>
    <message>
        <source>One card on</source>
        <translation>Una carta adelante</translation>
    </message>
    <message>
        <source>The end of the hand</source>
        <translation>El final de la mano</translation>
    </message>
    <message>
        <source>Step in the hand</source>
        <translation>Paso de la mano</translation>
    </message>
    <message>
        <source>Go to the turning point</source>
        <translation>Ir al momento decisivo</translation>
    </message>
    <message>
        <source>&amp;Review the cards…</source>
        <translation>&amp;Revisar las cartas…</translation>
    </message>
    <message>
        <source>Each card that gave a trick away, with the better one</source>
        <translation>Cada carta que regaló una baza, con la mejor</translation>
    </message>
    <message>
        <source>Practice of hand {n}</source>
        <translation>Práctica de la mano {n}</translation>
    </message>
    <message>
        <source>Hand {n} cannot be opened: {error}</source>
        <translation>No se puede abrir la mano {n}: {error}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>Import a hand record</source>
        <translation>Importar el registro de una mano</translation>
    </message>
    <message>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Registros de manos (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>No se puede leer {file}: {error}</translation>
    </message>
    <message>
        <source>{source} is not a hand napdesk can replay: {error}</source>
        <translation>{source} no es una mano que napdesk pueda reproducir: {error}</translation>
    </message>
    <message>
        <source>The record</source>
        <translation>El registro</translation>
    </message>
    <message>
        <source>{source} cannot be dealt: {error}</source>
        <translation>{source} no se puede repartir: {error}</translation>
    </message>
    <message>
        <source>The record stops at a refused action: {error}. The hand can be stepped through up to it.</source>
        <translation>El registro se detiene en una jugada rechazada: {error}. La mano se puede recorrer paso a paso hasta ahí.</translation>
    </message>
    <message>
        <source>Hand history: {title}</source>
        <translation>Historial de manos: {title}</translation>
    </message>
    <message>
        <source>{n} of {total}: {what}</source>
        <translation>{n} de {total}: {what}</translation>
    </message>
    <message numerus="yes">
        <source>As dealt (%n action(s))</source>
        <translation>
            <numerusform>Como se repartió (%n jugada)</numerusform>
            <numerusform>Como se repartió (%n jugadas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand is too big to analyse in %n second(s).</source>
        <translation>
            <numerusform>Esta mano es demasiado grande para analizarla en %n segundo.</numerusform>
            <numerusform>Esta mano es demasiado grande para analizarla en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thrown in.</source>
        <translation>Anulada.</translation>
    </message>
    <message>
        <source>The bid was made.</source>
        <translation>La apuesta se cumplió.</translation>
    </message>
    <message>
        <source>The bid failed.</source>
        <translation>La apuesta falló.</translation>
    </message>
    <message>
        <source>Nobody bid: nothing to analyse.</source>
        <translation>Nadie apostó: nada que analizar.</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <translation>El análisis falló: {error}</translation>
    </message>
    <message>
        <source>No card changed the result the deal allowed.</source>
        <translation>Ninguna carta cambió el resultado que permitía el reparto.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>&lt;h2&gt;Playing napdesk&lt;/h2&gt;&lt;p&gt;Each player is dealt five cards. Starting at the dealer&apos;s left, everyone speaks once: pass, or bid more tricks than anyone so far. The highest bidder plays alone against all the others; the suit of his first card is trumps. Everyone must follow suit if he can. Make the bid and every opponent pays you; fail and you pay each of them.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bid&lt;/b&gt; with the buttons on the table: only the bids the rules allow now are enabled.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play&lt;/b&gt; a card by dragging it to the middle of the table, by double-clicking it, or with the keyboard: Left and Right choose a card, Enter plays it. A card you may not play says why.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Purchase, Sir Garnet and the peep discard&lt;/b&gt;: click cards (or Up and Down with the keyboard) to choose them, then press the button on the table.&lt;/p&gt;&lt;p&gt;Undo takes back your last card or bid; L shows the last trick. The scoreboard keeps every hand of the session, and Hand history replays any of them card by card.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Jugar a napdesk&lt;/h2&gt;&lt;p&gt;Cada jugador recibe cinco cartas. Empezando a la izquierda del que da, cada uno habla una vez: pasa, o apuesta más bazas que nadie hasta ahora. El mejor postor juega solo contra todos los demás; el palo de su primera carta es el triunfo. Todos deben asistir al palo si pueden. Si cumples la apuesta, cada rival te paga; si fallas, pagas a cada uno.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Apuesta&lt;/b&gt; con los botones de la mesa: solo están activas las apuestas que las reglas permiten ahora.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Juega&lt;/b&gt; una carta arrastrándola al centro de la mesa, con doble clic, o con el teclado: Izquierda y Derecha eligen una carta, Intro la juega. Una carta que no puedes jugar dice por qué.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Compra, Sir Garnet y el descarte tras mirar&lt;/b&gt;: haz clic en las cartas (o Arriba y Abajo con el teclado) para elegirlas y pulsa el botón de la mesa.&lt;/p&gt;&lt;p&gt;Deshacer retira tu última carta o apuesta; L muestra la última baza. El marcador guarda cada mano de la sesión, y el historial de manos repite cualquiera de ellas carta a carta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Izquierda, Derecha</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Elige una carta de tu mano</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Play the chosen card</source>
        <translation>Juega la carta elegida</translation>
    </message>
    <message>
        <source>On a hand&apos;s result: deal the next hand (a moment after the result appears)</source>
        <translation>En el resultado de una mano: reparte la siguiente mano (un momento después de que aparezca el resultado)</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Arriba, Abajo</translation>
    </message>
    <message>
        <source>Choose or unchoose a card to exchange or discard</source>
        <translation>Elige o deja una carta para cambiar o descartar</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between the bid buttons</source>
        <translation>Pasa de un botón de apuesta a otro</translation>
    </message>
    <message>
        <source>napdesk Help</source>
        <translation>Ayuda de napdesk</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Páginas de ayuda</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Rules of this table</source>
        <translation>Reglas de esta mesa</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Where your data is kept</source>
        <translation>Dónde se guardan tus datos</translation>
    </message>
    <message>
        <source>(no data folder: nothing is saved)</source>
        <translation>(sin carpeta de datos: no se guarda nada)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
    <message>
        <source>It holds one SQLite database (sessions, hands, scoreboards, profiles, saved house rules, preferences), its lock file and rolling backups. Set the environment variable NAPDESK_DATA_DIR to use another folder. A database that cannot be read is moved aside under a dated name and never overwritten. From a terminal, napdesk sessions list, export, import and delete work on it.</source>
        <translation>Contiene una base de datos SQLite (sesiones, manos, marcadores, perfiles, reglas de la casa guardadas, preferencias), su archivo de bloqueo y copias de seguridad rotativas. Define la variable de entorno NAPDESK_DATA_DIR para usar otra carpeta. Una base de datos que no se puede leer se aparta con un nombre fechado y nunca se sobrescribe. Desde una terminal, napdesk sessions list, export, import y delete trabajan con ella.</translation>
    </message>
    <message>
        <source>Everything napdesk saves is in one folder:</source>
        <translation>Todo lo que napdesk guarda está en una carpeta:</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Partir de:</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Keep these house rules under a name of your own</source>
        <translation>Guarda estas reglas de la casa con un nombre propio</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Forget the saved house rules chosen above</source>
        <translation>Olvida las reglas guardadas elegidas arriba</translation>
    </message>
    <message>
        <source>In plain words:</source>
        <translation>En pocas palabras:</translation>
    </message>
    <message>
        <source>These house rules in plain words</source>
        <translation>Estas reglas de la casa en palabras sencillas</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>Volver a la modalidad</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (guardadas)</translation>
    </message>
    <message>
        <source>The saved rules {name} cannot be used: {error}</source>
        <translation>Las reglas guardadas {name} no se pueden usar: {error}</translation>
    </message>
    <message>
        <source>Save house rules</source>
        <translation>Guardar reglas de la casa</translation>
    </message>
    <message>
        <source>Name for these house rules:</source>
        <translation>Nombre para estas reglas de la casa:</translation>
    </message>
    <message>
        <source>{name} is the name of a built-in preset: choose another name</source>
        <translation>{name} es el nombre de una modalidad incorporada: elige otro nombre</translation>
    </message>
    <message>
        <source>Delete house rules</source>
        <translation>Borrar reglas de la casa</translation>
    </message>
    <message>
        <source>Forget the saved house rules {name}?</source>
        <translation>¿Olvidar las reglas de la casa guardadas {name}?</translation>
    </message>
    <message>
        <source>Changed: the preset has {value}</source>
        <translation>Cambiado: la modalidad tiene {value}</translation>
    </message>
    <message>
        <source>These rules cannot be played as they are.</source>
        <translation>Con estas reglas no se puede jugar tal como están.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Off</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Status line</source>
        <translation>Línea de estado</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empieza una partida nueva</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>S&amp;iguiente mano</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Reparte la siguiente mano</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back your last card or bid</source>
        <translation>Deshaz tu última carta o apuesta</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Put back what you took back</source>
        <translation>Vuelve a poner lo que deshiciste</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Jugar otra vez este reparto</translation>
    </message>
    <message>
        <source>The same cards by the same dealer, as a practice hand that does not count</source>
        <translation>Las mismas cartas del mismo repartidor, como mano de práctica que no cuenta</translation>
    </message>
    <message>
        <source>R&amp;estart hand</source>
        <translation>R&amp;einiciar la mano</translation>
    </message>
    <message>
        <source>This hand from the deal, as a practice hand that does not count; then back to where it stood</source>
        <translation>Esta mano desde el reparto, como mano de práctica que no cuenta; después, de vuelta a donde estaba</translation>
    </message>
    <message>
        <source>&amp;Watch the computers</source>
        <translation>&amp;Ver jugar al ordenador</translation>
    </message>
    <message>
        <source>All four seats played by computers, hand after hand</source>
        <translation>Todos los puestos los juega el ordenador, mano tras mano</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Stop the computers</source>
        <translation>Detén al ordenador</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>Close napdesk</source>
        <translation>Cierra napdesk</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Aprender a jugar</translation>
    </message>
    <message>
        <source>Five short set hands at a table of their own, with a coach who explains each decision</source>
        <translation>Cinco manos cortas preparadas en una mesa propia, con un entrenador que explica cada decisión</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Click to continue after each trick</source>
        <translation>&amp;Clic para seguir tras cada baza</translation>
    </message>
    <message>
        <source>Wait for a click before gathering each trick</source>
        <translation>Espera un clic antes de recoger cada baza</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Última baza</translation>
    </message>
    <message>
        <source>Show the last trick</source>
        <translation>Muestra la última baza</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>P&amp;istas</translation>
    </message>
    <message>
        <source>The expert&apos;s suggestion, and the chance of making each bid</source>
        <translation>La sugerencia del experto, y la probabilidad de cumplir cada apuesta</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Baraja de cuatro colores</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue</source>
        <translation>Tréboles verdes, diamantes azules</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Reverso de las cartas</translation>
    </message>
    <message>
        <source>Card &amp;theme</source>
        <translation>&amp;Tema de las cartas</translation>
    </message>
    <message>
        <source>napdesk (built in)</source>
        <translation>napdesk (incorporado)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>That hand cannot be played again at this table</source>
        <translation>Esa mano no se puede volver a jugar en esta mesa</translation>
    </message>
    <message>
        <source>New to Nap? Learn to play</source>
        <translation>¿Nuevo en el Nap? Aprende a jugar</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Contenido</translation>
    </message>
    <message>
        <source>How to play, the rules of this table, shortcuts, your data</source>
        <translation>Cómo se juega, las reglas de esta mesa, atajos, tus datos</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key napdesk answers to</source>
        <translation>Cada tecla a la que responde napdesk</translation>
    </message>
    <message>
        <source>Unfinished sessions</source>
        <translation>Sesiones sin terminar</translation>
    </message>
    <message>
        <source>Resume one, or start a new game</source>
        <translation>Continúa una o empieza una partida nueva</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished session(s) cannot be resumed because the saved data is damaged:</source>
        <translation>
            <numerusform>%n sesión sin terminar no se puede reanudar porque los datos guardados están dañados:</numerusform>
            <numerusform>%n sesiones sin terminar no se pueden reanudar porque los datos guardados están dañados:</numerusform>
        </translation>
    </message>
    <message>
        <source>Damaged sessions</source>
        <translation>Sesiones dañadas</translation>
    </message>
    <message>
        <source>napdesk is already open: here it is</source>
        <translation>napdesk ya está abierto: aquí está</translation>
    </message>
    <message>
        <source>&amp;About napdesk</source>
        <translation>&amp;Acerca de napdesk</translation>
    </message>
    <message>
        <source>Resumed “{name}”</source>
        <translation>Continuando «{name}»</translation>
    </message>
    <message>
        <source>Computer players replaced</source>
        <translation>Jugadores del ordenador sustituidos</translation>
    </message>
    <message>
        <source>Seat {n} ({name}): “{plugin}”, from the Python module “{module}”</source>
        <translation>Asiento {n} ({name}): «{plugin}», del módulo de Python «{module}»</translation>
    </message>
    <message>
        <source>Resume “{name}” up to the last good action</source>
        <translation>Continuar «{name}» hasta la última acción válida</translation>
    </message>
    <message>
        <source>Hand {hand} of “{name}”, every later hand and the hand in progress are removed from the saved games (a backup is made first). The game goes on with hand {hand}, dealt again.</source>
        <translation>La mano {hand} de «{name}», todas las manos posteriores y la mano en curso se eliminan de las partidas guardadas (antes se hace una copia de seguridad). La partida sigue con la mano {hand}, repartida de nuevo.</translation>
    </message>
    <message>
        <source>Hand {hand} of “{name}”, the hand in progress, is removed from the saved games (a backup is made first). The game goes on with hand {hand}, dealt again.</source>
        <translation>La mano {hand} de «{name}», la mano en curso, se elimina de las partidas guardadas (antes se hace una copia de seguridad). La partida sigue con la mano {hand}, repartida de nuevo.</translation>
    </message>
    <message>
        <source>Action {action} of hand {hand} of “{name}” and every action after it are removed from the saved games (a backup is made first). The game goes on from the action before it.</source>
        <translation>La acción {action} de la mano {hand} de «{name}» y todas las acciones posteriores se eliminan de las partidas guardadas (antes se hace una copia de seguridad). La partida sigue desde la acción anterior.</translation>
    </message>
    <message>
        <source>Resume up to the last good action?</source>
        <translation>¿Continuar hasta la última acción válida?</translation>
    </message>
    <message>
        <source>&amp;Resume up to there</source>
        <translation>&amp;Continuar hasta ahí</translation>
    </message>
    <message>
        <source>&amp;Leave it as it is</source>
        <translation>&amp;Dejarla como está</translation>
    </message>
    <message>
        <source>This saved session has computer players that are plug-ins: code from outside napdesk, which runs on your computer with your rights.</source>
        <translation>Esta sesión guardada tiene jugadores del ordenador que son complementos: código ajeno a napdesk, que se ejecuta en tu equipo con tus permisos.</translation>
    </message>
    <message>
        <source>Run them? Say yes only if you trust where this session and these modules came from: your yes is remembered on this computer. If not, these seats play the {fallback} level.</source>
        <translation>¿Ejecutarlos? Di que sí solo si confías en el origen de esta sesión y de estos módulos: tu sí se recuerda en este equipo. Si no, estos asientos juegan al nivel {fallback}.</translation>
    </message>
    <message>
        <source>Run plug-ins?</source>
        <translation>¿Ejecutar complementos?</translation>
    </message>
    <message>
        <source>&amp;Run them</source>
        <translation>&amp;Ejecutarlos</translation>
    </message>
    <message>
        <source>&amp;Do not run them</source>
        <translation>&amp;No ejecutarlos</translation>
    </message>
    <message>
        <source>Seat {n} ({name}) plays the {fallback} level: its saved player “{plugin}” is neither a built-in level nor a plug-in you allowed to run, so it is not run.</source>
        <translation>El asiento {n} ({name}) juega al nivel {fallback}: su jugador guardado «{plugin}» no es un nivel incorporado ni un complemento que hayas permitido, así que no se ejecuta.</translation>
    </message>
    <message>
        <source>Watching of {when}</source>
        <translation>Observación del {when}</translation>
    </message>
    <message>
        <source>Game of {when}</source>
        <translation>Partida del {when}</translation>
    </message>
    <message>
        <source>This game is not being saved: {error}</source>
        <translation>Esta partida no se está guardando: {error}</translation>
    </message>
    <message>
        <source>Start a new session? The current one is kept and can be resumed.</source>
        <translation>¿Empezar una sesión nueva? La actual se guarda y se puede reanudar.</translation>
    </message>
    <message>
        <source>Start a new session? The current one is not being saved: it will be lost.</source>
        <translation>¿Empezar una sesión nueva? La actual no se está guardando: se perderá.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>Empezar una sesión nueva</translation>
    </message>
    <message>
        <source>Nothing of yours to take back</source>
        <translation>No hay nada tuyo que deshacer</translation>
    </message>
    <message>
        <source>Nothing to put back</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>Finish the hand first, or restart it</source>
        <translation>Termina primero la mano, o reiníciala</translation>
    </message>
    <message>
        <source>Nothing of this hand has been played yet</source>
        <translation>Todavía no se ha jugado nada de esta mano</translation>
    </message>
    <message>
        <source>Practice hand: it does not count in the session</source>
        <translation>Mano de práctica: no cuenta en la sesión</translation>
    </message>
    <message>
        <source>The practice hand is over; it counted for nothing. Game &gt; Next hand goes back to the session.</source>
        <translation>La mano de práctica ha terminado; no contó. Partida &gt; Siguiente mano vuelve a la sesión.</translation>
    </message>
    <message>
        <source>Stopped: Game &gt; New game to play again</source>
        <translation>Detenido: Juego &gt; Nueva partida para volver a jugar</translation>
    </message>
    <message>
        <source>The new language applies the next time napdesk starts</source>
        <translation>El nuevo idioma se aplicará la próxima vez que se inicie napdesk</translation>
    </message>
    <message>
        <source>napdesk is already running with the data in {folder}; close it first</source>
        <translation>napdesk ya está abierto con los datos de {folder}; ciérralo primero</translation>
    </message>
    <message>
        <source>napdesk is already running (process {pid}) with the data in {folder}; close it first</source>
        <translation>napdesk ya está abierto (proceso {pid}) con los datos de {folder}; ciérralo primero</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>Session of {date}</source>
        <translation>Sesión del {date}</translation>
    </message>
    <message>
        <source>Session &amp;name:</source>
        <translation>&amp;Nombre de la sesión:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Quién juega</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>House rules preset</source>
        <translation>Reglas de la casa predefinidas</translation>
    </message>
    <message>
        <source>The rules this session starts from</source>
        <translation>Las reglas con las que empieza esta sesión</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (guardadas)</translation>
    </message>
    <message>
        <source>Customise…</source>
        <translation>Personalizar…</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Duración de la sesión</translation>
    </message>
    <message>
        <source>Session ends</source>
        <translation>La sesión termina</translation>
    </message>
    <message>
        <source>Session &amp;length:</source>
        <translation>&amp;Duración de la sesión:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Every seat needs a name</source>
        <translation>Cada puesto necesita un nombre</translation>
    </message>
    <message>
        <source>Two seats have the same name</source>
        <translation>Dos puestos tienen el mismo nombre</translation>
    </message>
    <message>
        <source> (customised)</source>
        <translation> (personalizadas)</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Nombre del puesto {n}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Seat {n} player</source>
        <translation>Jugador del puesto {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordenador: {level}</translation>
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
        <translation>napdesk de cuatro colores</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;Caras de las cartas</translation>
    </message>
    <message>
        <source>The deck: napdesk&apos;s own, in four colours, or an installed theme</source>
        <translation>La baraja: la de napdesk, en cuatro colores, o un tema instalado</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Dorso de las cartas</translation>
    </message>
    <message>
        <source>The back of the cards</source>
        <translation>El dorso de las cartas</translation>
    </message>
    <message>
        <source>&amp;Felt colour</source>
        <translation>Color del &amp;tapete</translation>
    </message>
    <message>
        <source>Choose the colour of the table</source>
        <translation>Elige el color de la mesa</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <source>How fast the cards move</source>
        <translation>Lo rápido que se mueven las cartas</translation>
    </message>
    <message>
        <source>&amp;Pause after a trick</source>
        <translation>&amp;Pausa tras una baza</translation>
    </message>
    <message>
        <source>How long a finished trick stays in view</source>
        <translation>Cuánto tiempo queda a la vista una baza terminada</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Click to continue after each trick</source>
        <translation>&amp;Clic para seguir tras cada baza</translation>
    </message>
    <message>
        <source>Wait for a click before gathering each trick</source>
        <translation>Espera un clic antes de recoger cada baza</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>Ofrecer &amp;pistas</translation>
    </message>
    <message>
        <source>The expert&apos;s suggestion, and the chance of making each bid</source>
        <translation>La sugerencia del experto y la probabilidad de cumplir cada apuesta</translation>
    </message>
    <message>
        <source>Allow &amp;undo (take back a card or bid)</source>
        <translation>Permitir &amp;deshacer (retirar una carta o apuesta)</translation>
    </message>
    <message>
        <source>Undo and Redo in the Game menu</source>
        <translation>Deshacer y Rehacer en el menú Partida</translation>
    </message>
    <message>
        <source>&amp;Confirm before playing a card</source>
        <translation>&amp;Confirmar antes de jugar una carta</translation>
    </message>
    <message>
        <source>Ask before a card goes to the table</source>
        <translation>Preguntar antes de que una carta vaya a la mesa</translation>
    </message>
    <message>
        <source>Play a &amp;forced card by itself (the only card you may play)</source>
        <translation>Jugar sola una carta &amp;forzada (la única que puedes jugar)</translation>
    </message>
    <message>
        <source>When a seat has only one card it may play, it goes by itself; a hot-seat table then skips its privacy screen</source>
        <translation>Cuando un asiento solo puede jugar una carta, se juega sola; en una mesa compartida se omite entonces la pantalla de privacidad</translation>
    </message>
    <message>
        <source>Computer defenders &amp;signal with their discards</source>
        <translation>Los defensores del ordenador &amp;señalan con sus descartes</translation>
    </message>
    <message>
        <source>They discard by the convention the rules help describes, and read it from their partners; from the next game</source>
        <translation>Descartan según la convención que describen las reglas, y la leen en sus compañeros; desde la próxima partida</translation>
    </message>
    <message>
        <source>Card &amp;sounds</source>
        <translation>&amp;Sonidos de las cartas</translation>
    </message>
    <message>
        <source>A short sound when the cards are dealt, a card is played, a trick is won and a hand ends</source>
        <translation>Un sonido breve al repartir las cartas, al jugar una carta, al ganar una baza y al terminar una mano</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Takes effect the next time napdesk starts</source>
        <translation>Se aplica la próxima vez que se inicie napdesk</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished sessions</source>
        <translation>Sesiones sin terminar</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) were not finished. Go on with one where it stopped?</source>
        <translation>
            <numerusform>%n sesión no se terminó. ¿Seguir donde se quedó?</numerusform>
            <numerusform>%n sesiones no se terminaron. ¿Seguir con una donde se quedó?</numerusform>
        </translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) finished, one more in progress</source>
        <translation>
            <numerusform>%n mano terminada, otra en curso</numerusform>
            <numerusform>%n manos terminadas, otra en curso</numerusform>
        </translation>
    </message>
    <message>
        <source>The first hand is in progress</source>
        <translation>La primera mano está en curso</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Más…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Hand review</source>
        <translation>Revisión de la mano</translation>
    </message>
    <message>
        <source>Whose cards:</source>
        <translation>Cartas de:</translation>
    </message>
    <message>
        <source>Whose cards to review</source>
        <translation>De quién revisar las cartas</translation>
    </message>
    <message>
        <source>Costly decisions, worst first</source>
        <translation>Decisiones costosas, la peor primero</translation>
    </message>
    <message>
        <source>&amp;Try that again</source>
        <translation>&amp;Inténtalo de nuevo</translation>
    </message>
    <message>
        <source>Play the hand again from the chosen decision</source>
        <translation>Jugar la mano de nuevo desde la decisión elegida</translation>
    </message>
    <message>
        <source>Reviewing the decisions…</source>
        <translation>Revisando las decisiones…</translation>
    </message>
    <message numerus="yes">
        <source>This hand is too big to review in %n second(s).</source>
        <translation>
            <numerusform>Esta mano es demasiado grande para revisarla en %n segundo.</numerusform>
            <numerusform>Esta mano es demasiado grande para revisarla en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>La revisión falló: {error}</translation>
    </message>
    <message>
        <source>Chips lost to the decisions: {decisions}; to the cards: {cards}.</source>
        <translation>Fichas perdidas por las decisiones: {decisions}; por las cartas: {cards}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>The house rules of this session</source>
        <translation>Las reglas de la casa de esta sesión</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Fuente: {source}</translation>
    </message>
    <message>
        <source>Rules built on the preset {preset}. A rule marked ◆ differs from the standard game.</source>
        <translation>Reglas basadas en la modalidad {preset}. Una regla marcada con ◆ difiere del juego estándar.</translation>
    </message>
    <message>
        <source>Napoleon (Nap)</source>
        <translation>Napoleón (Nap)</translation>
    </message>
    <message>
        <source>Nap is a Victorian trick-taking game for two to seven players, four being the best game. Each player is dealt five cards from a full pack; ace is high in play, two is low.</source>
        <translation>El Napoleón es un juego de bazas de la época victoriana para dos a siete jugadores; con cuatro es el mejor juego. Cada jugador recibe cinco cartas de una baraja completa; en el juego el as es la más alta y el dos la más baja.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>Starting at the dealer&apos;s left, each player speaks once: he bids the number of tricks he will win, higher than every bid so far, or he passes. The bids, from low to high, are one, two, three, misère (win no trick at all), four and nap (all five). Some tables also allow Wellington and Blücher, five tricks at higher stakes. A bid once made cannot be changed.</source>
        <translation>Empezando por la izquierda del dador, cada jugador habla una sola vez: apuesta las bazas que ganará, más que cualquier apuesta anterior, o pasa. Las apuestas, de menor a mayor, son una, dos, tres, misère (no ganar ninguna baza), cuatro y Napoleón (las cinco). Algunas mesas también permiten Wellington y Blücher, cinco bazas por más puntos. Una apuesta hecha no se puede cambiar.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>The highest bidder leads the first trick, and the suit of that first card is trumps for the hand (misère is usually played without trumps). Everyone must follow suit if he can; otherwise he may play any card, and need neither trump nor try to win. The highest trump wins the trick, or, with no trump in it, the highest card of the suit led. The winner leads the next trick.</source>
        <translation>El que apostó más alto sale en la primera baza, y el palo de esa primera carta es el triunfo de la mano (la misère se suele jugar sin triunfo). Todos deben asistir al palo si pueden; si no, pueden jugar cualquier carta, sin obligación de fallar ni de intentar ganar. Gana la baza el triunfo más alto o, si no hay triunfo, la carta más alta del palo de salida. El ganador sale en la baza siguiente.</translation>
    </message>
    <message>
        <source>Signals between the defenders</source>
        <translation>Señales entre los defensores</translation>
    </message>
    <message>
        <source>The players against the bidder may tell each other about their hands with their discards: the cards they throw when they cannot follow suit and do not trump. The computer players use the convention of Foster&apos;s Hoyle, and read it from their partners, a person at the table included.</source>
        <translation>Los jugadores contra el declarante pueden contarse algo de sus manos con sus descartes: las cartas que tiran cuando no pueden asistir al palo y no fallan. Los jugadores del ordenador usan la convención del Hoyle de Foster, y la leen en sus compañeros, también en una persona sentada a la mesa.</translation>
    </message>
    <message>
        <source>Against a trick bid, a discard shows weakness: throw the lowest card of your weakest suit. But if you hold the two best cards still out in a suit, such as the ace and king, or the king and queen once the ace has gone, throw the better of them: your partners then know that suit is safe with you, let it go and keep their other suits.</source>
        <translation>Contra una apuesta de bazas, un descarte muestra debilidad: tira la carta más baja de tu palo más débil. Pero si tienes las dos mejores cartas que aún quedan de un palo, como el as y el rey, o el rey y la dama cuando el as ya ha salido, tira la mejor de ellas: tus compañeros sabrán que ese palo está seguro contigo, lo dejarán ir y guardarán sus otros palos.</translation>
    </message>
    <message>
        <source>Against a misère, your first discard is the highest card of your shortest suit.</source>
        <translation>Contra una misère, tu primer descarte es la carta más alta de tu palo más corto.</translation>
    </message>
    <message>
        <source>So a partner&apos;s low discard says he has nothing to hope for in that suit, and a discarded ace or king says he holds the next card of it. A computer signals only with a card as good as any other for the defence. The preference “Computer defenders signal with their discards” turns the convention off for them, from the next game.</source>
        <translation>Así, un descarte bajo de un compañero dice que no espera nada en ese palo, y un as o un rey descartado, que tiene la carta siguiente de ese palo. Un ordenador solo señala con una carta tan buena como cualquier otra para la defensa. La preferencia “Los defensores del ordenador señalan con sus descartes” les quita la convención, desde la próxima partida.</translation>
    </message>
    <message>
        <source>Settling</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Only making the bid counts: no bonus for extra tricks. If the bidder makes it, every opponent pays him the number of tricks bid; if he fails, he pays each of them as much. Misère pays like three; a nap wins ten from each opponent but loses only five; Wellington and Blücher pay more.</source>
        <translation>Solo cuenta cumplir la apuesta: las bazas de más no tienen premio. Si el declarante la cumple, cada oponente le paga las bazas apostadas; si falla, él paga lo mismo a cada uno. La misère paga como tres; un Napoleón cobra diez de cada oponente pero solo pierde cinco; Wellington y Blücher pagan más.</translation>
    </message>
    <message>
        <source>Chips and the session</source>
        <translation>Fichas y la sesión</translation>
    </message>
    <message>
        <source>Everyone starts with the same chips. The deal passes to the left after every hand. A player who runs out buys another stack from the bank, or is out of the game, as the house rules say. The session ends when the players agree, or after a set number of hands or rounds.</source>
        <translation>Todos empiezan con las mismas fichas. El reparto pasa a la izquierda tras cada mano. Un jugador que se queda sin fichas compra otra pila a la banca o queda eliminado, según las reglas de la casa. La sesión termina cuando los jugadores lo acuerdan, o tras un número fijo de manos o de vueltas.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Pools collect antes and are won by the first player to make a five-trick bid. In Purchase Nap players may change cards for a fee; in Peep Nap they may pay to look at a spare card; in Sir Garnet a spare hand, the widow, can be taken by a player who then must bid nap.</source>
        <translation>Los botes reúnen las entradas y los gana el primer jugador que cumple una apuesta de cinco bazas. En el Purchase Nap se pueden cambiar cartas pagando; en el Peep Nap se puede pagar por mirar una carta de más; en el Sir Garnet una mano de más, la viuda, la puede tomar un jugador que entonces debe apostar Napoleón.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules of Nap</source>
        <translation>Reglas del Napoleón</translation>
    </message>
</context>
<context>
    <name>SaveFailureNotice</name>
    <message>
        <source>The game cannot be saved</source>
        <translation>La partida no se puede guardar</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Esperar</translation>
    </message>
    <message>
        <source>&lt;p&gt;napdesk could not save the last move: {error}&lt;/p&gt;&lt;p&gt;The game stays at the last move that was saved. Play resumes by itself as soon as saving works again (napdesk tries every few seconds).&lt;/p&gt;</source>
        <translation>&lt;p&gt;napdesk no pudo guardar la última jugada: {error}&lt;/p&gt;&lt;p&gt;La partida se queda en la última jugada guardada. El juego continúa por sí solo en cuanto se pueda guardar de nuevo (napdesk lo intenta cada pocos segundos).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Saving works again: play goes on</source>
        <translation>Ya se puede guardar de nuevo: la partida continúa</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>all passed</source>
        <translation>todos pasaron</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>anulada</translation>
    </message>
    <message>
        <source>made</source>
        <translation>cumplida</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>{bid}: {made} made, {failed} failed</source>
        <translation>{bid}: {made} cumplidas, {failed} fallidas</translation>
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
        <translation>Bote</translation>
    </message>
    <message>
        <source> (undo)</source>
        <translation> (deshecho)</translation>
    </message>
    <message>
        <source>A card or a bid was taken back in this hand</source>
        <translation>En esta mano se deshizo una carta o una apuesta</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dador</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Declarante</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
</context>
<context>
    <name>ScoreboardWindow</name>
    <message>
        <source>Scoreboard</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Páginas del marcador</translation>
    </message>
    <message>
        <source>&amp;Oldest hand first</source>
        <translation>La mano más &amp;antigua primero</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Stacks bought</source>
        <translation>Pilas compradas</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Hands of the session</source>
        <translation>Manos de la sesión</translation>
    </message>
    <message>
        <source>Double-click a hand to replay it card by card</source>
        <translation>Haz doble clic en una mano para revivirla carta a carta</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>Every player&apos;s record across all sessions</source>
        <translation>El historial de cada jugador en todas las sesiones</translation>
    </message>
    <message>
        <source>Rename player…</source>
        <translation>Renombrar jugador…</translation>
    </message>
    <message>
        <source>All-time</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>Past sessions</source>
        <translation>Sesiones anteriores</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sesiones</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n hand(s) ({status})</source>
        <translation>
            <numerusform>{name}: %n mano ({status})</numerusform>
            <numerusform>{name}: %n manos ({status})</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordenador)</translation>
    </message>
    <message>
        <source>Choose a player first</source>
        <translation>Elige primero un jugador</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>dañada</translation>
    </message>
    <message>
        <source>This session cannot be opened: {reason}</source>
        <translation>Esta sesión no se puede abrir: {reason}</translation>
    </message>
    <message>
        <source>Closed: it is no longer offered for resuming</source>
        <translation>Cerrada: ya no se ofrece para reanudar</translation>
    </message>
    <message numerus="yes">
        <source>Delete the session {name} and its %n hand(s) for good?</source>
        <translation>
            <numerusform>¿Borrar para siempre la sesión {name} y su %n mano?</numerusform>
            <numerusform>¿Borrar para siempre la sesión {name} y sus %n manos?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Exportación cancelada; no se escribió nada</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n hand(s) to {path}</source>
        <translation>
            <numerusform>%n mano guardada en {path}</numerusform>
            <numerusform>%n manos guardadas en {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>Choose a session first</source>
        <translation>Elige primero una sesión</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>Renombrar sesión</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nombre nuevo:</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Borrar sesión</translation>
    </message>
    <message>
        <source>No session</source>
        <translation>Ninguna sesión</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>Exportar sesión</translation>
    </message>
    <message>
        <source>napdesk sessions (*.json)</source>
        <translation>Sesiones de napdesk (*.json)</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <source>Export scoreboard</source>
        <translation>Exportar marcador</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Counters won</source>
        <translation>Fichas ganadas</translation>
    </message>
    <message>
        <source>Counters per hand</source>
        <translation>Fichas por mano</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Apuestas cumplidas</translation>
    </message>
    <message>
        <source>Bids failed</source>
        <translation>Apuestas fallidas</translation>
    </message>
    <message>
        <source>Naps made</source>
        <translation>Napoleones cumplidos</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Mayor ganancia</translation>
    </message>
    <message>
        <source>By bid (made/failed)</source>
        <translation>Por apuesta (cumplidas/fallidas)</translation>
    </message>
    <message>
        <source>active</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message numerus="yes">
        <source>bought %n</source>
        <translation>
            <numerusform>compró %n</numerusform>
            <numerusform>compró %n</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dador</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>no juega</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>Review the last trick</source>
        <translation>Revisar la última baza</translation>
    </message>
    <message>
        <source>Show the last trick (L)</source>
        <translation>Muestra la última baza (L)</translation>
    </message>
    <message>
        <source>Click or press Enter to continue</source>
        <translation>Haz clic o pulsa Intro para seguir</translation>
    </message>
    <message>
        <source>Cards dealt face up in turn</source>
        <translation>Cartas repartidas boca arriba por turno</translation>
    </message>
    <message>
        <source>Cutting for the deal</source>
        <translation>Cortar para dar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards dealt face up in turn&lt;/b&gt;: the first jack deals.</source>
        <translation>&lt;b&gt;Cartas repartidas boca arriba por turno&lt;/b&gt;: reparte quien reciba la primera jota.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cutting for the deal&lt;/b&gt;: ace is low.</source>
        <translation>&lt;b&gt;Cortar para dar&lt;/b&gt;: el as es la carta más baja.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A tie&lt;/b&gt;: the tied players cut again.</source>
        <translation>&lt;b&gt;Empate&lt;/b&gt;: los empatados vuelven a cortar.</translation>
    </message>
    <message>
        <source>{name} gets the first jack and deals first.</source>
        <translation>{name} recibe la primera jota y es el primer dador.</translation>
    </message>
    <message>
        <source>{name} cut the lowest card and deals first.</source>
        <translation>{name} sacó la carta más baja y es el primer dador.</translation>
    </message>
    <message>
        <source>&amp;Back to the session</source>
        <translation>&amp;Volver a la sesión</translation>
    </message>
    <message>
        <source>&amp;Deal the tie-break</source>
        <translation>&amp;Dar la mano de desempate</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pass the screen to {name}&lt;/h2&gt;&lt;p&gt;{name}, press the button when the others are not looking.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Pasa la pantalla a {name}&lt;/h2&gt;&lt;p&gt;{name}, pulsa el botón cuando los demás no miren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Soy {name}: muestra mis cartas</translation>
    </message>
    <message>
        <source>Peep card</source>
        <translation>Carta para mirar</translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Viuda</translation>
    </message>
    <message>
        <source>Stock ({n})</source>
        <translation>Monte ({n})</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pasó</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>apuesta {bid}</translation>
    </message>
    <message>
        <source>widow, {bid}</source>
        <translation>viuda, {bid}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>ordenador, {level}</translation>
    </message>
    <message numerus="yes">
        <source>won %n</source>
        <translation>
            <numerusform>ganó %n</numerusform>
            <numerusform>ganó %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice: hand {n}  ·  dealer {name}</source>
        <translation>Práctica: mano {n}  ·  dador {name}</translation>
    </message>
    <message>
        <source>Tie-break: hand {n}  ·  dealer {name}</source>
        <translation>Desempate: mano {n}  ·  dador {name}</translation>
    </message>
    <message>
        <source>Hand {n} of {total}  ·  dealer {name}</source>
        <translation>Mano {n} de {total}  ·  reparte {name}</translation>
    </message>
    <message>
        <source>Hand {n}  ·  dealer {name}</source>
        <translation>Mano {n}  ·  dador {name}</translation>
    </message>
    <message>
        <source>no tricks</source>
        <translation>ninguna baza</translation>
    </message>
    <message>
        <source>{name}: {bid} ({need}, has {won})</source>
        <translation>{name}: {bid} ({need}, lleva {won})</translation>
    </message>
    <message>
        <source>Stakes {win} / {loss} a player</source>
        <translation>Apuesta {win} / {loss} por jugador</translation>
    </message>
    <message>
        <source>High bid: {name}, {bid}</source>
        <translation>Apuesta más alta: {name}, {bid}</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>No contract</source>
        <translation>Sin contrato</translation>
    </message>
    <message>
        <source>Pool {n}</source>
        <translation>Bote {n}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Triunfo: {suit}</translation>
    </message>
    <message>
        <source>Misère: no trumps</source>
        <translation>Misère: sin triunfo</translation>
    </message>
    <message>
        <source>Trumps: the first lead</source>
        <translation>Triunfo: la primera salida</translation>
    </message>
    <message>
        <source>{card}: {why}</source>
        <translation>{card}: {why}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Le toca a {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Tu apuesta</translation>
    </message>
    <message>
        <source>Your bid: {name} has bid {bid}</source>
        <translation>Tu apuesta: {name} ha apostado {bid}</translation>
    </message>
    <message>
        <source>Take the widow ({bid})</source>
        <translation>Tomar la viuda ({bid})</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Apostar {bid}</translation>
    </message>
    <message numerus="yes">
        <source>Sir Garnet: you took the widow and bid {bid}; choose the {size} cards to keep (%n chosen)</source>
        <translation>
            <numerusform>Sir Garnet: tomaste la viuda y apuestas {bid}; elige las {size} cartas que te quedas (%n elegida)</numerusform>
            <numerusform>Sir Garnet: tomaste la viuda y apuestas {bid}; elige las {size} cartas que te quedas (%n elegidas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep these %n</source>
        <translation>
            <numerusform>Quedarme esta %n</numerusform>
            <numerusform>Quedarme estas %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s)</source>
        <translation>
            <numerusform>Elige exactamente %n carta</numerusform>
            <numerusform>Elige exactamente %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the widow unseen, keep the best %n card(s) and bid {bid}</source>
        <translation>
            <numerusform>Toma la viuda sin verla, quédate con la mejor carta y apuesta {bid}</numerusform>
            <numerusform>Toma la viuda sin verla, quédate con las %n mejores cartas y apuesta {bid}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Purchase: choose cards to exchange (%n chosen, fee {fee}); the stock holds {stock}</source>
        <translation>
            <numerusform>Compra: elige las cartas que cambias (%n elegida, coste {fee}); quedan {stock} en el monte</numerusform>
            <numerusform>Compra: elige las cartas que cambias (%n elegidas, coste {fee}); quedan {stock} en el monte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n (fee {fee})</source>
        <translation>
            <numerusform>Cambiar %n (coste {fee})</numerusform>
            <numerusform>Cambiar %n (coste {fee})</numerusform>
        </translation>
    </message>
    <message>
        <source>Peep ({fee})</source>
        <translation>Mirar ({fee})</translation>
    </message>
    <message>
        <source>Pay {fee} to the pool to look at the peep card</source>
        <translation>Paga {fee} al bote para mirar la carta oculta</translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation>Servido</translation>
    </message>
    <message>
        <source>Discard one card face down: double-click it, or choose it and press Discard</source>
        <translation>Descarta una carta boca abajo: haz doble clic en ella, o elígela y pulsa Descartar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Choose one card first</source>
        <translation>Elige primero una carta</translation>
    </message>
    <message>
        <source>Your turn: follow {suit} if you can (drag a card to the middle, or double-click it)</source>
        <translation>Tu turno: asiste al palo ({suit}) si puedes (arrastra una carta al centro, o haz doble clic en ella)</translation>
    </message>
    <message>
        <source>Your turn: you have no {suit}, so play any card (drag it to the middle, or double-click it)</source>
        <translation>Tu turno: no tienes {suit}, así que juega cualquier carta (arrástrala al centro o haz doble clic)</translation>
    </message>
    <message>
        <source>Your lead: drag a card to the middle, or double-click it</source>
        <translation>Sales tú: arrastra una carta al centro, o haz doble clic en ella</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Reclamar</translation>
    </message>
    <message>
        <source>Show your cards: the rest of the tricks are yours against any defence</source>
        <translation>Enseña tus cartas: las bazas que quedan son tuyas contra cualquier defensa</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source>Play the {card}?</source>
        <translation>¿Jugar esta carta: {card}?</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Jugarla</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>You cannot play that card</source>
        <translation>No puedes jugar esa carta</translation>
    </message>
    <message>
        <source>Last trick: {cards}; won by {name}</source>
        <translation>Última baza: {cards}; la gana {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h2&gt;Thrown in&lt;/h2&gt;&lt;p&gt;Everyone passed: the next dealer deals afresh.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Mano anulada&lt;/h2&gt;&lt;p&gt;Todos pasaron: el siguiente dador vuelve a repartir.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it by a claim</source>
        <translation>{name} apostó {bid} y la cumplió reclamando</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed by a claim</source>
        <translation>{name} apostó {bid} y falló al reclamar</translation>
    </message>
    <message>
        <source>You bid {bid} and made it by a claim</source>
        <translation>Apostaste {bid} y la cumpliste reclamando</translation>
    </message>
    <message>
        <source>You bid {bid} and failed by a claim</source>
        <translation>Apostaste {bid} y fallaste al reclamar</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it: {revoker} revoked</source>
        <translation>{name} apostó {bid} y la cumplió: {revoker} renunció</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed: {revoker} revoked</source>
        <translation>{name} apostó {bid} y falló: {revoker} renunció</translation>
    </message>
    <message>
        <source>You bid {bid} and made it: {revoker} revoked</source>
        <translation>Apostaste {bid} y la cumpliste: {revoker} renunció</translation>
    </message>
    <message>
        <source>You bid {bid} and failed: {revoker} revoked</source>
        <translation>Apostaste {bid} y fallaste: {revoker} renunció</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it: you revoked</source>
        <translation>{name} apostó {bid} y la cumplió: renunciaste</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed: you revoked</source>
        <translation>{name} apostó {bid} y falló: renunciaste</translation>
    </message>
    <message>
        <source>You bid {bid} and made it, though you revoked</source>
        <translation>Apostaste {bid} y la cumpliste, aunque renunciaste</translation>
    </message>
    <message>
        <source>You bid {bid} and failed: you revoked</source>
        <translation>Apostaste {bid} y fallaste: renunciaste</translation>
    </message>
    <message>
        <source>{name} bid {bid} and made it</source>
        <translation>{name} apostó {bid} y la cumplió</translation>
    </message>
    <message>
        <source>{name} bid {bid} and failed</source>
        <translation>{name} apostó {bid} y falló</translation>
    </message>
    <message>
        <source>You bid {bid} and made it</source>
        <translation>Apostaste {bid} y la cumpliste</translation>
    </message>
    <message>
        <source>You bid {bid} and failed</source>
        <translation>Apostaste {bid} y fallaste</translation>
    </message>
    <message>
        <source>&lt;p&gt;{name} took {won} of {played} played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{name} ganó {won} de {played} jugadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You took {won} of {played} played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ganaste {won} de {played} jugadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;{name} claimed the remaining tricks after {played}, having taken {won}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{name} reclamó las bazas restantes tras {played}, con {won} ganadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You claimed the remaining tricks after {played}, having taken {won}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Reclamaste las bazas restantes tras {played}, con {won} ganadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;{name} claimed every trick before the first was played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{name} reclamó todas las bazas antes de jugarse la primera.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You claimed every trick before the first was played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Reclamaste todas las bazas antes de jugarse la primera.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A practice hand&lt;/b&gt;: it counted for nothing, and nobody paid.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Una mano de práctica&lt;/b&gt;: no contó para nada y nadie pagó.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pool now {amount}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bote ahora: {amount}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A tie-break follows&lt;/h3&gt;&lt;p&gt;{names} are level at the top: they play one more hand to decide the session, and the others sit it out.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sigue un desempate&lt;/h3&gt;&lt;p&gt;{names} están empatados en cabeza: juegan una mano más para decidir la sesión, y los demás no juegan.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;A tie-break hand&lt;/h2&gt;&lt;p&gt;The session has reached its end with {names} level at the top. They play one more hand to decide it; the others sit it out.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Una mano de desempate&lt;/h2&gt;&lt;p&gt;La sesión ha llegado a su fin con {names} empatados en cabeza. Juegan una mano más para decidirla; los demás no juegan.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The session is over: {names} won&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;La sesión ha terminado: ganó {names}&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message numerus="yes">
        <source>With all cards seen, you could have taken {taken} of the %n tricks.</source>
        <translation>
            <numerusform>Con todas las cartas a la vista, podrías haber hecho {taken} de la %n baza.</numerusform>
            <numerusform>Con todas las cartas a la vista, podrías haber hecho {taken} de las %n bazas.</numerusform>
        </translation>
    </message>
    <message>
        <source>With all cards seen, the misère could have been made.</source>
        <translation>Con todas las cartas a la vista, la misère se podía haber cumplido.</translation>
    </message>
    <message>
        <source>With all cards seen, the misère could not be made.</source>
        <translation>Con todas las cartas a la vista, la misère no se podía cumplir.</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} brought the bid within reach</source>
        <translation>Baza {trick}: tu {card} puso la apuesta a su alcance</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} put the bid out of reach</source>
        <translation>Baza {trick}: tu {card} dejó la apuesta fuera de alcance</translation>
    </message>
    <message>
        <source>Trick {trick}: {name}&apos;s {card} brought the bid within reach</source>
        <translation>Baza {trick}: {card} de {name} puso la apuesta a su alcance</translation>
    </message>
    <message>
        <source>Trick {trick}: {name}&apos;s {card} put the bid out of reach</source>
        <translation>Baza {trick}: {card} de {name} dejó la apuesta fuera de alcance</translation>
    </message>
    <message>
        <source> ({better} would not have).</source>
        <translation> (con {better}, no).</translation>
    </message>
    <message numerus="yes">
        <source>With all cards seen, {name} could have taken {taken} of the %n tricks.</source>
        <translation>
            <numerusform>Con todas las cartas a la vista, {name} podía ganar {taken} de %n baza.</numerusform>
            <numerusform>Con todas las cartas a la vista, {name} podía ganar {taken} de las %n bazas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyButton</name>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>Why: the reason for the hint or the refusal</source>
        <translation>Por qué: la razón de la pista o del rechazo</translation>
    </message>
    <message>
        <source>Say why the hint is given, or why the card is refused (Ctrl+Shift+H)</source>
        <translation>Di por qué se da la pista, o por qué se rechaza la carta (Ctrl+Shift+H)</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>You must follow {suit}</source>
        <translation>Debes asistir al palo: {suit}</translation>
    </message>
    <message>
        <source>You do not hold the {card}</source>
        <translation>No tienes esa carta: {card}</translation>
    </message>
    <message>
        <source>You must bid higher than {bid}</source>
        <translation>Debes apostar más alto que {bid}</translation>
    </message>
    <message>
        <source>You must bid: everyone else has passed</source>
        <translation>Debes apostar: todos los demás han pasado</translation>
    </message>
    <message>
        <source>You may bid Wellington only over a nap</source>
        <translation>Solo puedes apostar Wellington sobre un Napoleón</translation>
    </message>
    <message>
        <source>You may bid Blücher only over a Wellington</source>
        <translation>Solo puedes apostar Blücher sobre un Wellington</translation>
    </message>
    <message>
        <source>The bid of five tricks is written nap</source>
        <translation>La apuesta de cinco bazas se llama Napoleón</translation>
    </message>
    <message>
        <source>In seven-card Nap the bid of all seven is written 7</source>
        <translation>En el Napoleón de siete cartas la apuesta de las siete bazas se escribe 7</translation>
    </message>
    <message>
        <source>{bid} is not played at this table</source>
        <translation>En esta mesa no se juega {bid}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>You cannot {verb} now: it is time to {wanted}</source>
        <translation>No puedes {verb} ahora: ahora toca {wanted}</translation>
    </message>
    <message>
        <source>The least bid is {bid}</source>
        <translation>La apuesta mínima es {bid}</translation>
    </message>
    <message>
        <source>You cannot claim now: only the bidder may claim, when he is on lead</source>
        <translation>No puedes reclamar ahora: solo el declarante puede reclamar, cuando le toca salir</translation>
    </message>
    <message>
        <source>Claims are not allowed at this table</source>
        <translation>En esta mesa no se permite reclamar</translation>
    </message>
    <message>
        <source>Claim refused: the defence can beat it</source>
        <translation>Reclamación rechazada: la defensa puede ganarla</translation>
    </message>
    <message>
        <source>There is no peep card at this table</source>
        <translation>En esta mesa no hay carta para mirar</translation>
    </message>
    <message>
        <source>You have already peeped</source>
        <translation>Ya has mirado</translation>
    </message>
    <message>
        <source>There is no widow at this table</source>
        <translation>En esta mesa no hay viuda</translation>
    </message>
    <message>
        <source>The widow is gone</source>
        <translation>La viuda ya no está</translation>
    </message>
    <message>
        <source>No five-trick bid is open to take the widow</source>
        <translation>No queda ninguna apuesta de cinco bazas para tomar la viuda</translation>
    </message>
    <message>
        <source>You have taken the widow already: choose the cards to discard</source>
        <translation>Ya has tomado la viuda: elige las cartas que descartas</translation>
    </message>
    <message>
        <source>You may discard only cards from your hand and the widow</source>
        <translation>Solo puedes descartar cartas de tu mano y de la viuda</translation>
    </message>
    <message numerus="yes">
        <source>You must discard %n card(s) with the widow</source>
        <translation>
            <numerusform>Debes descartar %n carta con la viuda</numerusform>
            <numerusform>Debes descartar %n cartas con la viuda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot draw {count}: the stock holds %n card(s)</source>
        <translation>
            <numerusform>No puedes robar {count}: en el monte queda %n carta</numerusform>
            <numerusform>No puedes robar {count}: en el monte quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>You may exchange only cards in your hand</source>
        <translation>Solo puedes cambiar cartas de tu mano</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>apostar</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>jugar una carta</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>cambiar cartas</translation>
    </message>
    <message>
        <source>peep</source>
        <translation>mirar</translation>
    </message>
    <message>
        <source>take the widow</source>
        <translation>tomar la viuda</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>reclamar</translation>
    </message>
</context>
<context>
    <name>engine.phase</name>
    <message>
        <source>exchange cards or stand pat</source>
        <translation>cambiar cartas o quedarse servido</translation>
    </message>
    <message>
        <source>bid or pass</source>
        <translation>apostar o pasar</translation>
    </message>
    <message>
        <source>choose the cards to discard with the widow</source>
        <translation>elegir las cartas que descartas con la viuda</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>descartar una carta</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>jugar una carta</translation>
    </message>
</context>
<context>
    <name>napdesk.bids</name>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Una</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Nap</source>
        <translation>Napoleón</translation>
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
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
</context>
<context>
    <name>napdesk.coach</name>
    <message numerus="yes">
        <source>You hold %n sure winner(s). Bid {bid}: you promise to take that many tricks yourself.</source>
        <translation>
            <numerusform>Tienes %n carta ganadora segura. Apuesta {bid}: prometes ganar tú solo esas bazas.</numerusform>
            <numerusform>Tienes %n cartas ganadoras seguras. Apuesta {bid}: prometes ganar tú solo esas bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n sure winner(s); lead your long suit as trumps, and once the others&apos; trumps are drawn the rest of it wins too. Bid {bid}.</source>
        <translation>
            <numerusform>Tienes %n carta ganadora segura; sal con tu palo largo como triunfo y, en cuanto caigan los triunfos de los demás, el resto del palo también gana. Apuesta {bid}.</numerusform>
            <numerusform>Tienes %n cartas ganadoras seguras; sal con tu palo largo como triunfo y, en cuanto caigan los triunfos de los demás, el resto del palo también gana. Apuesta {bid}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n sure winner(s): too few to promise tricks. Pass, and let the others bid.</source>
        <translation>
            <numerusform>Tienes %n carta ganadora segura: muy pocas para prometer bazas. Pasa y deja apostar a los demás.</numerusform>
            <numerusform>Tienes %n cartas ganadoras seguras: muy pocas para prometer bazas. Pasa y deja apostar a los demás.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trumps are {trump} and the others still hold %n of them. Lead a trump: each round draws theirs, and then they cannot trump your winners.</source>
        <translation>
            <numerusform>El triunfo es {trump} y los demás aún tienen %n. Sal con triunfo: cada ronda les quita los suyos, y luego no pueden fallar tus cartas ganadoras.</numerusform>
            <numerusform>El triunfo es {trump} y los demás aún tienen %n. Sal con triunfo: cada ronda les quita los suyos, y luego no pueden fallar tus cartas ganadoras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot follow and hold no trump: throw a low card and keep your high ones. With your partners you need %n trick(s) to beat the bid.</source>
        <translation>
            <numerusform>No puedes asistir ni tienes triunfo: tira una carta baja y guarda las altas. Con tus compañeros necesitas %n baza para hacer fallar la apuesta.</numerusform>
            <numerusform>No puedes asistir ni tienes triunfo: tira una carta baja y guarda las altas. Con tus compañeros necesitas %n bazas para hacer fallar la apuesta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {card} gives away %n trick(s) with best play: {better} would not. Try another card, or play it again to go on.</source>
        <translation>
            <numerusform>El {card} regala %n baza con el mejor juego: {better} no. Prueba otra carta, o juégala otra vez para seguir.</numerusform>
            <numerusform>El {card} regala %n bazas con el mejor juego: {better} no. Prueba otra carta, o juégala otra vez para seguir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This lesson asks for {bid}: you hold %n sure winner(s). Choose again, or make the same choice again to go on.</source>
        <translation>
            <numerusform>Esta lección pide {bid}: tienes %n carta ganadora segura. Elige otra vez, o repite la misma elección para seguir.</numerusform>
            <numerusform>Esta lección pide {bid}: tienes %n cartas ganadoras seguras. Elige otra vez, o repite la misma elección para seguir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick {trick}: your {card} gave away %n trick(s); {better} would not.</source>
        <translation>
            <numerusform>Baza {trick}: tu {card} regaló %n baza; {better} no.</numerusform>
            <numerusform>Baza {trick}: tu {card} regaló %n bazas; {better} no.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {card} again gives away %n trick(s): {better} would not.</source>
        <translation>
            <numerusform>Tu {card} vuelve a regalar %n baza: {better} no.</numerusform>
            <numerusform>Tu {card} vuelve a regalar %n bazas: {better} no.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It lost the bid: a swing of %n chip(s).</source>
        <translation>
            <numerusform>Hizo perder la apuesta: una diferencia de %n ficha.</numerusform>
            <numerusform>Hizo perder la apuesta: una diferencia de %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bidding: you chose {bid}; {better} was worth about %n chip(s) more (the expert&apos;s estimate from sampled deals, not with every card seen).</source>
        <translation>
            <numerusform>Apuesta: elegiste {bid}; {better} valía %n ficha más (la estimación del experto con repartos de muestra, no con todas las cartas a la vista).</numerusform>
            <numerusform>Apuesta: elegiste {bid}; {better} valía unas %n fichas más (la estimación del experto con repartos de muestra, no con todas las cartas a la vista).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} this time gives away about %n chip(s) by the expert&apos;s estimate: {better} is worth more.</source>
        <translation>
            <numerusform>{bid} esta vez regala alrededor de %n ficha según la estimación del experto: {better} vale más.</numerusform>
            <numerusform>{bid} esta vez regala unas %n fichas según la estimación del experto: {better} vale más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) of five done.</source>
        <translation>
            <numerusform>%n lección de cinco hecha.</numerusform>
            <numerusform>%n lecciones de cinco hechas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Asistir al palo</translation>
    </message>
    <message>
        <source>What a bid means</source>
        <translation>Qué significa una apuesta</translation>
    </message>
    <message>
        <source>Lead trumps</source>
        <translation>Salir con triunfo</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Defending together</source>
        <translation>Defender juntos</translation>
    </message>
    <message>
        <source>A hand is five tricks. The bidder&apos;s first card sets trumps; then everyone must play a card of the suit led while they have one.</source>
        <translation>Una mano son cinco bazas. La primera carta del que apuesta fija el triunfo; después todos deben asistir al palo de salida mientras tengan.</translation>
    </message>
    <message>
        <source>A bid promises that many of the five tricks, taken by you alone against all the others. Count your sure winners: an ace, and each card just below it in the same suit.</source>
        <translation>Una apuesta promete esas bazas de las cinco, ganadas tú solo contra todos los demás. Cuenta tus ganadoras seguras: un as, y cada carta justo debajo de él en el mismo palo.</translation>
    </message>
    <message>
        <source>As the bidder, lead your trumps first: they draw the defenders&apos; trumps, and your other winners are safe after.</source>
        <translation>Como el que apuesta, sal primero con tus triunfos: quitan los triunfos a los defensores, y después tus otras ganadoras están a salvo.</translation>
    </message>
    <message>
        <source>Misère is a bid to take no trick at all, and there are no trumps. Play under the winning card, and when you cannot follow, throw your highest card.</source>
        <translation>La misère es una apuesta para no ganar ninguna baza, y no hay triunfo. Juega por debajo de la carta ganadora, y cuando no puedas asistir, tira tu carta más alta.</translation>
    </message>
    <message>
        <source>When another player bids, everyone else defends together: any trick a defender takes counts for all of them.</source>
        <translation>Cuando otro jugador apuesta, todos los demás defienden juntos: cada baza que gana un defensor cuenta para todos.</translation>
    </message>
    <message>
        <source>All your cards are low: bid Misère, and take no trick.</source>
        <translation>Todas tus cartas son bajas: apuesta Misère, y no ganes ninguna baza.</translation>
    </message>
    <message>
        <source>You lead first, and the suit of your first card becomes trumps. Lead from your strongest suit: {suit}.</source>
        <translation>Sales tú primero, y el palo de tu primera carta será el triunfo. Sal de tu palo más fuerte: {suit}.</translation>
    </message>
    <message>
        <source>Your lead. Trumps are {trump}.</source>
        <translation>Sales tú. El triunfo es {trump}.</translation>
    </message>
    <message>
        <source>Lead a low card: someone else will have to take the trick.</source>
        <translation>Sal con una carta baja: otro tendrá que ganar la baza.</translation>
    </message>
    <message>
        <source>{Suit} were led: you must follow with {suit} while you have them. Trumps are {trump}.</source>
        <translation>Han salido {suit}: debes asistir con {suit} mientras tengas. El triunfo es {trump}.</translation>
    </message>
    <message>
        <source>You have no {suit}: any trump ({trump}) beats them.</source>
        <translation>No tienes {suit}: cualquier triunfo ({trump}) les gana.</translation>
    </message>
    <message>
        <source>You cannot follow {suit} and hold no trump: throw your least useful card.</source>
        <translation>No puedes asistir a {suit} ni tienes triunfo: tira tu carta menos útil.</translation>
    </message>
    <message>
        <source>The {card} is winning this trick: play a card under it.</source>
        <translation>El {card} gana esta baza: juega una carta por debajo.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: throw your most dangerous high card now, while someone else takes the trick.</source>
        <translation>No puedes asistir a {suit}: tira ahora tu carta alta más peligrosa, mientras otro gana la baza.</translation>
    </message>
    <message>
        <source>A partner&apos;s {card} is winning this trick: play low and keep your winners.</source>
        <translation>El {card} de un compañero gana esta baza: juega bajo y guarda tus ganadoras.</translation>
    </message>
    <message>
        <source>The bidder&apos;s {card} is winning: beat it if you can, as cheaply as you can.</source>
        <translation>El {card} del que apuesta va ganando: supéralo si puedes, lo más barato posible.</translation>
    </message>
    <message>
        <source>Only one card can be played: the {card}.</source>
        <translation>Solo se puede jugar una carta: el {card}.</translation>
    </message>
    <message>
        <source>Your lead. There are no trumps.</source>
        <translation>Sales tú. No hay triunfo.</translation>
    </message>
    <message>
        <source>The coach points at {cards}.</source>
        <translation>El entrenador señala {cards}.</translation>
    </message>
    <message>
        <source>Not that card: {reason}. {tip}</source>
        <translation>Esa carta no: {reason}. {tip}</translation>
    </message>
    <message>
        <source>Good.</source>
        <translation>Bien.</translation>
    </message>
    <message>
        <source>Lesson {number} of {last}: {title}</source>
        <translation>Lección {number} de {last}: {title}</translation>
    </message>
    <message>
        <source>The bid was made.</source>
        <translation>La apuesta se cumplió.</translation>
    </message>
    <message>
        <source>The bid was beaten.</source>
        <translation>La apuesta fracasó.</translation>
    </message>
    <message>
        <source>Lesson done. {result} Take the next lesson when you are ready.</source>
        <translation>Lección hecha. {result} Pasa a la siguiente lección cuando quieras.</translation>
    </message>
    <message>
        <source>You have done every lesson. {result} Start a real game with Game &gt; New game; Help explains the rest.</source>
        <translation>Has hecho todas las lecciones. {result} Empieza una partida de verdad con Juego &gt; Nueva partida; la Ayuda explica el resto.</translation>
    </message>
    <message>
        <source>Better: your {card} gave nothing away this time.</source>
        <translation>Mejor: tu {card} no regaló nada esta vez.</translation>
    </message>
    <message>
        <source>No bid or card of yours cost anything.</source>
        <translation>Ninguna apuesta ni carta tuya costó nada.</translation>
    </message>
    <message>
        <source>{bid} this time: nothing given away, by the expert&apos;s estimate.</source>
        <translation>{bid} esta vez: nada regalado, según la estimación del experto.</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Por qué: {reason}</translation>
    </message>
</context>
<context>
    <name>napdesk.hints</name>
    <message numerus="yes">
        <source>{card} gives the best chance to make the bid: {percent} over %n sampled deal(s)</source>
        <translation>
            <numerusform>{card} da la mejor probabilidad de cumplir la apuesta: {percent} en %n reparto de prueba</numerusform>
            <numerusform>{card} da la mejor probabilidad de cumplir la apuesta: {percent} en %n repartos de prueba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} gives the best chance to beat the bid: {percent} over %n sampled deal(s)</source>
        <translation>
            <numerusform>{card} da la mejor probabilidad de hacer fallar la apuesta: {percent} en %n reparto de prueba</numerusform>
            <numerusform>{card} da la mejor probabilidad de hacer fallar la apuesta: {percent} en %n repartos de prueba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is as good: the bid is made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Todas las cartas valen lo mismo: la apuesta se cumple en el {percent} de %n reparto de prueba</numerusform>
            <numerusform>Todas las cartas valen lo mismo: la apuesta se cumple en el {percent} de %n repartos de prueba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is as good: the bid is beaten in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Todas las cartas valen lo mismo: la apuesta falla en el {percent} de %n reparto de prueba</numerusform>
            <numerusform>Todas las cartas valen lo mismo: la apuesta falla en el {percent} de %n repartos de prueba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the widow and bid {bid}: made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Toma la viuda y apuesta {bid}: se cumple en el {percent} de %n reparto de prueba</numerusform>
            <numerusform>Toma la viuda y apuesta {bid}: se cumple en el {percent} de %n repartos de prueba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bid {bid}: made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Apuesta {bid}: se cumple en el {percent} de %n reparto de prueba</numerusform>
            <numerusform>Apuesta {bid}: se cumple en el {percent} de %n repartos de prueba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{advice} (only a guess: %n sampled deal(s))</source>
        <translation>
            <numerusform>{advice} (solo una conjetura: %n reparto de prueba)</numerusform>
            <numerusform>{advice} (solo una conjetura: %n repartos de prueba)</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only legal choice</source>
        <translation>Es la única jugada permitida</translation>
    </message>
    <message>
        <source>The expert&apos;s choice</source>
        <translation>La elección del experto</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Juega {card}</translation>
    </message>
    <message>
        <source>No time to look deeper: a sound club player&apos;s bid</source>
        <translation>No hay tiempo para mirar más: la apuesta de un buen jugador de club</translation>
    </message>
    <message>
        <source>Peep: the look is worth more than its fee (about {value})</source>
        <translation>Mira: la mirada vale más de lo que cuesta (unos {value})</translation>
    </message>
    <message>
        <source>Pass: no bid is worth its risk</source>
        <translation>Paso: ninguna apuesta vale su riesgo</translation>
    </message>
    <message>
        <source>Keep {cards}: they make the bid most often</source>
        <translation>Quédate con {cards}: con ellas cumples la apuesta más a menudo</translation>
    </message>
    <message>
        <source>Discard {card}: the rest makes the bid most often</source>
        <translation>Descarta {card}: con el resto cumples la apuesta más a menudo</translation>
    </message>
    <message>
        <source>Every card is as good</source>
        <translation>Todas las cartas valen lo mismo</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>Cambia {cards}</translation>
    </message>
    <message>
        <source>Stand pat: keep every card</source>
        <translation>No cambies: quédate con todas las cartas</translation>
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation>Pista: {advice}</translation>
    </message>
    <message>
        <source>{advice} (chances: {chances})</source>
        <translation>{advice} (probabilidades: {chances})</translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Viuda</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>napdesk.levels</name>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>principiante</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermedio</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>experto</translation>
    </message>
</context>
<context>
    <name>napdesk.presets</name>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Pub</source>
        <translation>Taberna</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Short pack</source>
        <translation>Baraja corta</translation>
    </message>
    <message>
        <source>Seven card</source>
        <translation>Siete cartas</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Peep</source>
        <translation>Mirar</translation>
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
        <translation>es demasiado largo para el registro de una mano (más de {limit} bytes)</translation>
    </message>
    <message>
        <source>it is not JSON ({error} at line {line}, column {column})</source>
        <translation>no es JSON ({error} en la línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>it is not a hand record: its JSON is nested too deeply</source>
        <translation>no es el registro de una mano: su JSON está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>it is not a hand record: a number in it is too long</source>
        <translation>no es el registro de una mano: contiene un número demasiado largo</translation>
    </message>
    <message>
        <source>a hand record must be a JSON object</source>
        <translation>el registro de una mano debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>unknown format {value} (napdesk reads napdesk-hand/1)</source>
        <translation>formato desconocido {value} (napdesk lee napdesk-hand/1)</translation>
    </message>
    <message>
        <source>unknown field {field!r} in the record</source>
        <translation>campo desconocido {field!r} en el registro</translation>
    </message>
    <message>
        <source>the field “match” must be a JSON object</source>
        <translation>el campo “match” debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>the file cannot be read ({error})</source>
        <translation>no se puede leer el archivo ({error})</translation>
    </message>
    <message>
        <source>it is not a UTF-8 text file (byte {byte} cannot be read)</source>
        <translation>no es un archivo de texto UTF-8 (el byte {byte} no se puede leer)</translation>
    </message>
    <message>
        <source>the players (“players”) must be a list of names</source>
        <translation>los jugadores (“players”) deben ser una lista de nombres</translation>
    </message>
    <message>
        <source>the rules must be a JSON object: a preset&apos;s name and the rules that differ from it</source>
        <translation>las reglas deben ser un objeto JSON: el nombre de una modalidad y las reglas que cambian respecto a ella</translation>
    </message>
    <message>
        <source>the rules: {error}</source>
        <translation>las reglas: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) for a {players}-player game</source>
        <translation>
            <numerusform>%n nombre para una partida de {players} jugadores</numerusform>
            <numerusform>%n nombres para una partida de {players} jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>the dealer must be a seat from 0 to {last}, not {value}</source>
        <translation>el dador debe ser un puesto del 0 al {last}, no {value}</translation>
    </message>
    <message>
        <source>the pool must be a whole number of chips, not {value}</source>
        <translation>el bote debe ser un número entero de fichas, no {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in the pool, but these rules play without a pool</source>
        <translation>
            <numerusform>%n ficha en el bote, pero con estas reglas se juega sin bote</numerusform>
            <numerusform>%n fichas en el bote, pero con estas reglas se juega sin bote</numerusform>
        </translation>
    </message>
    <message>
        <source>the deal must be a JSON object with the hands</source>
        <translation>el reparto debe ser un objeto JSON con las manos</translation>
    </message>
    <message>
        <source>unknown field {field!r} in the deal</source>
        <translation>campo desconocido {field!r} en el reparto</translation>
    </message>
    <message>
        <source>the hand of seat {seat} must be a list of cards, not {value}</source>
        <translation>la mano del puesto {seat} debe ser una lista de cartas, no {value}</translation>
    </message>
    <message>
        <source>the hand of seat {seat}: {value!r} is not a card</source>
        <translation>la mano del puesto {seat}: {value!r} no es una carta</translation>
    </message>
    <message>
        <source>the hand of seat {seat} names a card twice</source>
        <translation>la mano del puesto {seat} nombra una carta dos veces</translation>
    </message>
    <message>
        <source>the widow must be a list of cards, not {value}</source>
        <translation>la viuda debe ser una lista de cartas, no {value}</translation>
    </message>
    <message>
        <source>the widow: {value!r} is not a card</source>
        <translation>la viuda: {value!r} no es una carta</translation>
    </message>
    <message>
        <source>the widow names a card twice</source>
        <translation>la viuda nombra una carta dos veces</translation>
    </message>
    <message>
        <source>the stock must be a list of cards, not {value}</source>
        <translation>el monte debe ser una lista de cartas, no {value}</translation>
    </message>
    <message>
        <source>the stock: {value!r} is not a card</source>
        <translation>el monte: {value!r} no es una carta</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>the actions must be a list</source>
        <translation>las jugadas deben ser una lista</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), but a hand under these rules holds at most {most}</source>
        <translation>
            <numerusform>%n jugada, pero una mano con estas reglas tiene como mucho {most}</numerusform>
            <numerusform>%n jugadas, pero una mano con estas reglas tiene como mucho {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>an action must be a JSON object, not {value!r}</source>
        <translation>una jugada debe ser un objeto JSON, no {value!r}</translation>
    </message>
    <message>
        <source>an action needs a seat, as a whole number</source>
        <translation>una jugada necesita un puesto, como número entero</translation>
    </message>
    <message>
        <source>an action needs exactly one of {verbs}; it has none</source>
        <translation>una jugada necesita exactamente uno de {verbs}; no tiene ninguno</translation>
    </message>
    <message>
        <source>an action needs exactly one of {verbs}; it has {found}</source>
        <translation>una jugada necesita exactamente uno de {verbs}; tiene {found}</translation>
    </message>
    <message>
        <source>{value!r} is not a bid</source>
        <translation>{value!r} no es una apuesta</translation>
    </message>
    <message>
        <source>{value!r} is not a card</source>
        <translation>{value!r} no es una carta</translation>
    </message>
    <message>
        <source>“play” takes one card, not {value!r}</source>
        <translation>“play” lleva una sola carta, no {value!r}</translation>
    </message>
    <message>
        <source>“{verb}” takes a list of cards, not {value!r}</source>
        <translation>“{verb}” lleva una lista de cartas, no {value!r}</translation>
    </message>
    <message>
        <source>“{verb}” names a card twice</source>
        <translation>“{verb}” nombra una carta dos veces</translation>
    </message>
    <message>
        <source>“discard” takes exactly one card</source>
        <translation>“discard” lleva exactamente una carta</translation>
    </message>
    <message>
        <source>“peep” must be true</source>
        <translation>“peep” debe ser true</translation>
    </message>
    <message>
        <source>“claim” must be true</source>
        <translation>“claim” debe ser true</translation>
    </message>
    <message>
        <source>the hand is already over</source>
        <translation>la mano ya ha terminado</translation>
    </message>
    <message>
        <source>it is not seat {seat}&apos;s turn: seat {to_move} is to act</source>
        <translation>no es el turno del puesto {seat}: le toca al puesto {to_move}</translation>
    </message>
    <message numerus="yes">
        <source>there is no seat {dealer} to deal in a game of %n player(s)</source>
        <translation>
            <numerusform>no hay ningún puesto {dealer} que reparta en una partida de %n jugador</numerusform>
            <numerusform>no hay ningún puesto {dealer} que reparta en una partida de %n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the deal has %n hand(s) for {players} players</source>
        <translation>
            <numerusform>el reparto tiene %n mano para {players} jugadores</numerusform>
            <numerusform>el reparto tiene %n manos para {players} jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>the stock holds a card twice</source>
        <translation>el monte tiene una carta repetida</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt twice: {cards}</source>
        <translation>
            <numerusform>{cards} se repartió dos veces</numerusform>
            <numerusform>{cards} se repartieron dos veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) not in a {deck_size}-card pack: {cards}</source>
        <translation>
            <numerusform>{cards} no está en una baraja de {deck_size} cartas</numerusform>
            <numerusform>{cards} no están en una baraja de {deck_size} cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seat {seat} was dealt %n card(s), not {wanted}</source>
        <translation>
            <numerusform>el puesto {seat} recibió %n carta en vez de {wanted}</numerusform>
            <numerusform>el puesto {seat} recibió %n cartas en vez de {wanted}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the dealer sits out but was dealt %n card(s)</source>
        <translation>
            <numerusform>el dador no juega pero recibió %n carta</numerusform>
            <numerusform>el dador no juega pero recibió %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the widow holds %n card(s), not {wanted}</source>
        <translation>
            <numerusform>la viuda tiene %n carta en vez de {wanted}</numerusform>
            <numerusform>la viuda tiene %n cartas en vez de {wanted}</numerusform>
        </translation>
    </message>
    <message>
        <source>action {number}: {reason}</source>
        <translation>jugada {number}: {reason}</translation>
    </message>
    <message>
        <source>action {number} (seat {seat}): {reason}</source>
        <translation>jugada {number} (puesto {seat}): {reason}</translation>
    </message>
</context>
<context>
    <name>napdesk.rules</name>
    <message>
        <source>Source: {source}</source>
        <translation>Fuente: {source}</translation>
    </message>
    <message>
        <source>The standard game: Foster&apos;s regular rules, with misère, nap winning 10 and losing 5.</source>
        <translation>El juego estándar: las reglas habituales de Foster, con misère; el Napoleón gana 10 y pierde 5.</translation>
    </message>
    <message>
        <source>Pack and players</source>
        <translation>Baraja y jugadores</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <source>Pools and variants</source>
        <translation>Botes y variantes</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>How many sit at the table. Four is the classic game; with five or more the dealer may sit out each hand.</source>
        <translation>Cuántos se sientan a la mesa. Con cuatro es el juego clásico; con cinco o más el dador puede quedarse fuera en cada mano.</translation>
    </message>
    <message>
        <source>{value} players sit at the table.</source>
        <translation>Hay {value} jugadores en la mesa.</translation>
    </message>
    <message>
        <source>Cards in the pack</source>
        <translation>Cartas de la baraja</translation>
    </message>
    <message>
        <source>A short pack keeps only the highest cards of each suit. Four players often use 28 or 32 cards, five players 36 or 40.</source>
        <translation>Una baraja corta conserva solo las cartas más altas de cada palo. Cuatro jugadores suelen usar 28 o 32 cartas, cinco jugadores 36 o 40.</translation>
    </message>
    <message>
        <source>52 (full pack)</source>
        <translation>52 (baraja completa)</translation>
    </message>
    <message>
        <source>40 (ace to five)</source>
        <translation>40 (del as al cinco)</translation>
    </message>
    <message>
        <source>36 (ace to six)</source>
        <translation>36 (del as al seis)</translation>
    </message>
    <message>
        <source>32 (ace to seven)</source>
        <translation>32 (del as al siete)</translation>
    </message>
    <message>
        <source>28 (ace to eight)</source>
        <translation>28 (del as al ocho)</translation>
    </message>
    <message>
        <source>The full 52-card pack is used.</source>
        <translation>Se juega con la baraja completa de 52 cartas.</translation>
    </message>
    <message>
        <source>The pack is cut down to 40 cards, ace to five.</source>
        <translation>La baraja se reduce a 40 cartas, del as al cinco.</translation>
    </message>
    <message>
        <source>The pack is cut down to 36 cards, ace to six.</source>
        <translation>La baraja se reduce a 36 cartas, del as al seis.</translation>
    </message>
    <message>
        <source>The pack is cut down to 32 cards, ace to seven.</source>
        <translation>La baraja se reduce a 32 cartas, del as al siete.</translation>
    </message>
    <message>
        <source>The pack is cut down to 28 cards, ace to eight.</source>
        <translation>La baraja se reduce a 28 cartas, del as al ocho.</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Cartas por mano</translation>
    </message>
    <message>
        <source>Five cards is ordinary Nap. Seven cards is Seven-card Nap: bids go up to all seven tricks, and Wellington and Blücher are not played.</source>
        <translation>Cinco cartas es el Napoleón normal. Siete cartas es el Napoleón de siete cartas: las apuestas llegan hasta las siete bazas, y no se juegan Wellington ni Blücher.</translation>
    </message>
    <message>
        <source>5 (Nap)</source>
        <translation>5 (Napoleón)</translation>
    </message>
    <message>
        <source>7 (Seven-card Nap)</source>
        <translation>7 (Napoleón de siete cartas)</translation>
    </message>
    <message>
        <source>Each player gets five cards.</source>
        <translation>Cada jugador recibe cinco cartas.</translation>
    </message>
    <message>
        <source>Seven-card Nap: each player gets seven cards.</source>
        <translation>Nap de siete cartas: cada jugador recibe siete cartas.</translation>
    </message>
    <message>
        <source>Dealer sits out</source>
        <translation>El dador no juega</translation>
    </message>
    <message>
        <source>At a big table the dealer deals himself no cards and sits out the hand he deals.</source>
        <translation>En una mesa grande el dador no se reparte cartas y no juega la mano que reparte.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>With five or more players</source>
        <translation>Con cinco o más jugadores</translation>
    </message>
    <message>
        <source>With six or more players</source>
        <translation>Con seis o más jugadores</translation>
    </message>
    <message>
        <source>The dealer always plays his own deal.</source>
        <translation>El dador siempre juega su propio reparto.</translation>
    </message>
    <message>
        <source>With five or more players the dealer sits out the hand he deals.</source>
        <translation>Con cinco o más jugadores, el dador no juega la mano que reparte.</translation>
    </message>
    <message>
        <source>With six or more players the dealer sits out the hand he deals.</source>
        <translation>Con seis o más jugadores, el dador no juega la mano que reparte.</translation>
    </message>
    <message>
        <source>Dealer who sits out pays and is paid</source>
        <translation>El dador que no juega paga y cobra</translation>
    </message>
    <message>
        <source>When the dealer sits out a hand, he still pays a winning bidder and is paid by a losing one, like the players in the hand.</source>
        <translation>Cuando el dador no juega una mano, igualmente paga al declarante que gana y cobra del que pierde, como los jugadores de la mano.</translation>
    </message>
    <message>
        <source>A dealer who sits out still pays and is paid like the other opponents.</source>
        <translation>Un dador que no juega paga y cobra igual que los demás rivales.</translation>
    </message>
    <message>
        <source>A dealer who sits out neither pays nor is paid.</source>
        <translation>Un dador que no juega ni paga ni cobra.</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primer dador</translation>
    </message>
    <message>
        <source>How the first dealer of a session is chosen: everyone cuts and the lowest card deals (ace is low, ties cut again), or cards are dealt face up until a Jack turns up, or by lot.</source>
        <translation>Cómo se elige el primer dador de una sesión: todos cortan y da quien saque la carta más baja (el as es bajo; los empates vuelven a cortar), o se reparten cartas boca arriba hasta que salga una jota, o por sorteo.</translation>
    </message>
    <message>
        <source>Lowest cut deals</source>
        <translation>Da la carta más baja</translation>
    </message>
    <message>
        <source>First Jack deals</source>
        <translation>Da la primera jota</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>The lowest cut deals first.</source>
        <translation>Quien corta la carta más baja reparte primero.</translation>
    </message>
    <message>
        <source>The first Jack dealt face up deals first.</source>
        <translation>Quien recibe la primera jota repartida boca arriba reparte primero.</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>El primer dador se elige al azar.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>The cards go round in packets, three then two or two then three, or one at a time as in the old game.</source>
        <translation>Las cartas se reparten en grupos, tres y luego dos o dos y luego tres, o de una en una como en el juego antiguo.</translation>
    </message>
    <message>
        <source>Three, then two</source>
        <translation>Tres, luego dos</translation>
    </message>
    <message>
        <source>Two, then three</source>
        <translation>Dos, luego tres</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>De una en una</translation>
    </message>
    <message>
        <source>Cards are dealt three, then two.</source>
        <translation>Las cartas se reparten de tres en tres y luego de dos en dos.</translation>
    </message>
    <message>
        <source>Cards are dealt two, then three.</source>
        <translation>Las cartas se reparten de dos en dos y luego de tres en tres.</translation>
    </message>
    <message>
        <source>Cards are dealt one at a time.</source>
        <translation>Las cartas se reparten de una en una.</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Apuesta mínima</translation>
    </message>
    <message>
        <source>The fewest tricks a player may bid.</source>
        <translation>El menor número de bazas que un jugador puede apostar.</translation>
    </message>
    <message>
        <source>One trick</source>
        <translation>Una baza</translation>
    </message>
    <message>
        <source>Two tricks</source>
        <translation>Dos bazas</translation>
    </message>
    <message>
        <source>Three tricks</source>
        <translation>Tres bazas</translation>
    </message>
    <message>
        <source>Minimum bid is one.</source>
        <translation>La apuesta mínima es uno.</translation>
    </message>
    <message>
        <source>Minimum bid is two.</source>
        <translation>La apuesta mínima es dos.</translation>
    </message>
    <message>
        <source>Minimum bid is three.</source>
        <translation>La apuesta mínima es tres.</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>A bid to win no trick at all. It ranks above three and below four.</source>
        <translation>Una apuesta a no ganar ninguna baza. Está por encima de tres y por debajo de cuatro.</translation>
    </message>
    <message>
        <source>Misère may be bid.</source>
        <translation>Se puede apostar misère.</translation>
    </message>
    <message>
        <source>Misère is not played.</source>
        <translation>No se juega misère.</translation>
    </message>
    <message>
        <source>Trumps in misère</source>
        <translation>Triunfo en misère</translation>
    </message>
    <message>
        <source>Misère is normally played without trumps. At some tables the first card led makes trumps, as in any other bid.</source>
        <translation>La misère se juega normalmente sin triunfo. En algunas mesas la primera carta de salida marca el triunfo, como en cualquier otra apuesta.</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>First card led makes trumps</source>
        <translation>La primera carta de salida marca el triunfo</translation>
    </message>
    <message>
        <source>Misère is played without trumps.</source>
        <translation>La misère se juega sin triunfo.</translation>
    </message>
    <message>
        <source>In misère the first card led makes trumps.</source>
        <translation>En misère, la primera carta jugada marca el triunfo.</translation>
    </message>
    <message>
        <source>Misère pays</source>
        <translation>Pago de la misère</translation>
    </message>
    <message>
        <source>A misère wins and loses like a bid of three tricks or, by a house rule, like a nap.</source>
        <translation>Una misère gana y pierde como una apuesta de tres bazas o, por regla de la casa, como un Napoleón.</translation>
    </message>
    <message>
        <source>Like a bid of three</source>
        <translation>Como una apuesta de tres</translation>
    </message>
    <message>
        <source>Like a nap</source>
        <translation>Como un Napoleón</translation>
    </message>
    <message>
        <source>Misère pays like a bid of three.</source>
        <translation>La misère paga como una apuesta de tres.</translation>
    </message>
    <message>
        <source>Misère pays like a nap.</source>
        <translation>La misère paga como un nap.</translation>
    </message>
    <message>
        <source>Nap pays</source>
        <translation>Pago del Napoleón</translation>
    </message>
    <message>
        <source>A nap that is made wins 10 from each opponent; one that fails pays each 5. Penny-nap tables make it a shilling and sixpence: 12 and 6.</source>
        <translation>Un Napoleón cumplido cobra 10 de cada oponente; uno fallido paga 5 a cada uno. En las mesas de Penny nap es un chelín y seis peniques: 12 y 6.</translation>
    </message>
    <message>
        <source>Win 10, lose 5</source>
        <translation>Gana 10, pierde 5</translation>
    </message>
    <message>
        <source>Win 12, lose 6</source>
        <translation>Gana 12, pierde 6</translation>
    </message>
    <message>
        <source>Nap wins 10 and loses 5.</source>
        <translation>El nap gana 10 y pierde 5.</translation>
    </message>
    <message>
        <source>Nap wins 12 and loses 6.</source>
        <translation>El nap gana 12 y pierde 6.</translation>
    </message>
    <message>
        <source>Wellington</source>
        <translation>Wellington</translation>
    </message>
    <message>
        <source>A bid of all five tricks at higher stakes, made over a nap.</source>
        <translation>Una apuesta a las cinco bazas por más puntos, hecha sobre un Napoleón.</translation>
    </message>
    <message>
        <source>Wellington may be bid.</source>
        <translation>Se puede apostar Wellington.</translation>
    </message>
    <message>
        <source>Wellington is not played.</source>
        <translation>No se juega Wellington.</translation>
    </message>
    <message>
        <source>Blücher</source>
        <translation>Blücher</translation>
    </message>
    <message>
        <source>A bid of all five tricks over a Wellington, at the highest stakes. Needs Wellington.</source>
        <translation>Una apuesta a las cinco bazas sobre un Wellington, por el máximo de puntos. Requiere Wellington.</translation>
    </message>
    <message>
        <source>Blücher may be bid.</source>
        <translation>Se puede apostar Blücher.</translation>
    </message>
    <message>
        <source>Blücher is not played.</source>
        <translation>No se juega Blücher.</translation>
    </message>
    <message>
        <source>Wellington only over a nap</source>
        <translation>Wellington solo sobre un Napoleón</translation>
    </message>
    <message>
        <source>Wellington may be bid only after someone has bid nap.</source>
        <translation>Solo se puede apostar Wellington después de que alguien haya apostado Napoleón.</translation>
    </message>
    <message>
        <source>Wellington may only be bid over a nap.</source>
        <translation>Wellington solo se puede apostar sobre un nap.</translation>
    </message>
    <message>
        <source>Wellington may be bid without a nap before it.</source>
        <translation>Wellington se puede apostar sin un nap antes.</translation>
    </message>
    <message>
        <source>Blücher only over a Wellington</source>
        <translation>Blücher solo sobre un Wellington</translation>
    </message>
    <message>
        <source>Blücher may be bid only after someone has bid Wellington.</source>
        <translation>Solo se puede apostar Blücher después de que alguien haya apostado Wellington.</translation>
    </message>
    <message>
        <source>Blücher may only be bid over a Wellington.</source>
        <translation>Blücher solo se puede apostar sobre un Wellington.</translation>
    </message>
    <message>
        <source>Blücher may be bid without a Wellington before it.</source>
        <translation>Blücher se puede apostar sin un Wellington antes.</translation>
    </message>
    <message>
        <source>Wellington and Blücher pay</source>
        <translation>Pago de Wellington y Blücher</translation>
    </message>
    <message>
        <source>English rule: Wellington wins and loses double the nap stakes, Blücher treble. American rule: both win only the nap stake, but a failed Wellington pays twice and a failed Blücher four times the nap loss.</source>
        <translation>Regla inglesa: Wellington gana y pierde el doble que el Napoleón, Blücher el triple. Regla americana: ambos ganan solo lo del Napoleón, pero un Wellington fallido paga dos veces y un Blücher fallido cuatro veces la pérdida del Napoleón.</translation>
    </message>
    <message>
        <source>Double and treble stakes</source>
        <translation>Doble y triple</translation>
    </message>
    <message>
        <source>Nap win, bigger losses</source>
        <translation>Ganancia de Napoleón, pérdidas mayores</translation>
    </message>
    <message>
        <source>Wellington pays double and Blücher treble the nap stakes.</source>
        <translation>Wellington paga el doble y Blücher el triple de lo que se juega en un nap.</translation>
    </message>
    <message>
        <source>Wellington and Blücher win only the nap stake; failing costs two and four times the nap loss.</source>
        <translation>Wellington y Blücher solo ganan lo de un nap; fallar cuesta dos y cuatro veces la pérdida de un nap.</translation>
    </message>
    <message>
        <source>If everyone passes</source>
        <translation>Si todos pasan</translation>
    </message>
    <message>
        <source>Either the dealer (or the last player to speak, if the dealer sits out) must bid at least the lowest bid and play it, or the cards are thrown in and the next dealer deals.</source>
        <translation>O bien el dador (o el último en hablar, si el dador no juega) debe hacer al menos la apuesta mínima y jugarla, o bien se anula la mano y reparte el siguiente dador.</translation>
    </message>
    <message>
        <source>The dealer must bid</source>
        <translation>El dador debe apostar</translation>
    </message>
    <message>
        <source>Throw in and deal again</source>
        <translation>Anular y volver a repartir</translation>
    </message>
    <message>
        <source>If everyone passes, the dealer must bid.</source>
        <translation>Si todos pasan, el dador debe apostar.</translation>
    </message>
    <message>
        <source>If everyone passes, the cards are thrown in and the next dealer deals.</source>
        <translation>Si todos pasan, se recogen las cartas y reparte el siguiente dador.</translation>
    </message>
    <message>
        <source>Hand ends</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>A hand stops as soon as the bid is made or can no longer be made (extra tricks are worth nothing), or every trick is played out.</source>
        <translation>Una mano termina en cuanto la apuesta se cumple o ya no se puede cumplir (las bazas de más no valen nada), o se juegan todas las bazas.</translation>
    </message>
    <message>
        <source>As soon as it is decided</source>
        <translation>En cuanto se decide</translation>
    </message>
    <message>
        <source>After the last trick</source>
        <translation>Tras la última baza</translation>
    </message>
    <message>
        <source>A hand stops as soon as the bid is made or beaten.</source>
        <translation>Una mano se detiene en cuanto la apuesta se cumple o falla.</translation>
    </message>
    <message>
        <source>Every hand is played out to the last trick.</source>
        <translation>Cada mano se juega hasta la última baza.</translation>
    </message>
    <message>
        <source>Bidder may claim</source>
        <translation>El declarante puede reclamar</translation>
    </message>
    <message>
        <source>When the bidder is to lead and his cards make the bid whatever the others play, he may show them and end the hand. napdesk checks a claim and refuses one that could be beaten.</source>
        <translation>Cuando el declarante sale y sus cartas cumplen la apuesta juegue lo que juegue el resto, puede enseñarlas y terminar la mano. napdesk comprueba la reclamación y rechaza la que se podría derrotar.</translation>
    </message>
    <message>
        <source>The bidder may claim the rest of the hand.</source>
        <translation>El apostador puede reclamar el resto de la mano.</translation>
    </message>
    <message>
        <source>The bidder may not claim; the cards are played.</source>
        <translation>El apostador no puede reclamar; las cartas se juegan.</translation>
    </message>
    <message>
        <source>Revokes</source>
        <translation>Renuncios</translation>
    </message>
    <message>
        <source>Normally a card that fails to follow suit when it could cannot be played. With penalties any card may be played; a revoke that comes to light stops the hand, and the revoker pays all the stakes.</source>
        <translation>Normalmente no se puede jugar una carta que no asiste al palo cuando se podía. Con penalización se puede jugar cualquier carta; un renuncio que se descubre detiene la mano, y quien renunció paga todas las apuestas.</translation>
    </message>
    <message>
        <source>Cannot be played</source>
        <translation>No se pueden jugar</translation>
    </message>
    <message>
        <source>Allowed, and penalised</source>
        <translation>Permitidos, con penalización</translation>
    </message>
    <message>
        <source>A card that fails to follow suit cannot be played.</source>
        <translation>Una carta que no asiste al palo no se puede jugar.</translation>
    </message>
    <message>
        <source>Revokes may be made, and cost the revoker all the stakes.</source>
        <translation>Se puede renunciar, y el renuncio le cuesta al que renuncia todo lo apostado.</translation>
    </message>
    <message>
        <source>Look back at the last trick</source>
        <translation>Ver de nuevo la última baza</translation>
    </message>
    <message>
        <source>Lets players look again at the trick just played. Off is the strict rule that a trick once turned cannot be seen again.</source>
        <translation>Permite volver a mirar la baza recién jugada. Desactivado es la regla estricta: una baza recogida no se puede volver a ver.</translation>
    </message>
    <message>
        <source>The last trick may be looked at again.</source>
        <translation>Se puede volver a mirar la última baza.</translation>
    </message>
    <message>
        <source>A trick once turned cannot be seen again.</source>
        <translation>Una baza ya vuelta no se puede volver a ver.</translation>
    </message>
    <message>
        <source>All seven wins</source>
        <translation>Las siete ganan</translation>
    </message>
    <message>
        <source>In Seven-card Nap, what each opponent pays a bidder who makes all seven tricks.</source>
        <translation>En el Napoleón de siete cartas, lo que cada oponente paga al declarante que gana las siete bazas.</translation>
    </message>
    <message>
        <source>Making all seven tricks wins {value} from each opponent.</source>
        <translation>Ganar las siete bazas cobra {value} de cada rival.</translation>
    </message>
    <message>
        <source>All seven loses</source>
        <translation>Las siete pierden</translation>
    </message>
    <message>
        <source>In Seven-card Nap, what a bidder who fails to make all seven tricks pays each opponent.</source>
        <translation>En el Napoleón de siete cartas, lo que paga a cada oponente el declarante que no gana las siete bazas.</translation>
    </message>
    <message>
        <source>Failing to make all seven tricks costs {value} to each opponent.</source>
        <translation>No ganar las siete bazas cuesta {value} a cada rival.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>The chips each player has at the start of a session.</source>
        <translation>Las fichas de cada jugador al empezar una sesión.</translation>
    </message>
    <message>
        <source>Each player starts with {value} chips.</source>
        <translation>Cada jugador empieza con {value} fichas.</translation>
    </message>
    <message>
        <source>A player who runs out</source>
        <translation>Un jugador sin fichas</translation>
    </message>
    <message>
        <source>Either buys another stack from the bank (the scoreboard counts it against him) or is out of the session. A player who cannot pay in full pays all he has.</source>
        <translation>O compra otra pila a la banca (el marcador se la cuenta en contra) o queda eliminado de la sesión. Un jugador que no puede pagar entero paga todo lo que tiene.</translation>
    </message>
    <message>
        <source>Buys another stack</source>
        <translation>Compra otra pila</translation>
    </message>
    <message>
        <source>Is out</source>
        <translation>Queda eliminado</translation>
    </message>
    <message>
        <source>A player who runs out buys another stack.</source>
        <translation>Un jugador que se queda sin fichas compra otro montón.</translation>
    </message>
    <message>
        <source>A player who runs out is out of the session.</source>
        <translation>Un jugador que se queda sin fichas queda fuera de la sesión.</translation>
    </message>
    <message>
        <source>Play for</source>
        <translation>Jugar por</translation>
    </message>
    <message>
        <source>How chips are shown. It changes only the display: one chip is one counter, penny, sixpence, nickel or quarter.</source>
        <translation>Cómo se muestran las fichas. Solo cambia la presentación: una ficha es una ficha, un penique, seis peniques, cinco centavos o veinticinco centavos.</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Pennies</source>
        <translation>Peniques</translation>
    </message>
    <message>
        <source>Sixpences</source>
        <translation>Seis peniques</translation>
    </message>
    <message>
        <source>Nickels</source>
        <translation>Monedas de cinco centavos</translation>
    </message>
    <message>
        <source>Quarters</source>
        <translation>Monedas de veinticinco centavos</translation>
    </message>
    <message>
        <source>Stakes are shown in counters.</source>
        <translation>Lo apostado se muestra en fichas.</translation>
    </message>
    <message>
        <source>Stakes are shown in pennies.</source>
        <translation>Lo apostado se muestra en peniques.</translation>
    </message>
    <message>
        <source>Stakes are shown in sixpences.</source>
        <translation>Lo apostado se muestra en monedas de seis peniques.</translation>
    </message>
    <message>
        <source>Stakes are shown in nickels.</source>
        <translation>Lo apostado se muestra en monedas de cinco centavos.</translation>
    </message>
    <message>
        <source>Stakes are shown in quarters.</source>
        <translation>Lo apostado se muestra en monedas de veinticinco centavos.</translation>
    </message>
    <message>
        <source>Session ends</source>
        <translation>Fin de la sesión</translation>
    </message>
    <message>
        <source>A session goes on until you stop, or ends after a set number of hands, or once every player has dealt a set number of times (see Session length).</source>
        <translation>Una sesión sigue hasta que paras, o termina tras un número fijo de manos, o cuando cada jugador ha dado un número fijo de veces (ver Duración de la sesión).</translation>
    </message>
    <message>
        <source>When you stop</source>
        <translation>Cuando pares</translation>
    </message>
    <message>
        <source>After a number of hands</source>
        <translation>Tras un número de manos</translation>
    </message>
    <message>
        <source>After a number of deals each</source>
        <translation>Tras un número de repartos cada uno</translation>
    </message>
    <message>
        <source>The session goes on until you stop.</source>
        <translation>La sesión sigue hasta que pares.</translation>
    </message>
    <message numerus="yes">
        <source>The session ends after %n hand(s).</source>
        <translation>
            <numerusform>La sesión termina tras %n mano.</numerusform>
            <numerusform>La sesión termina tras %n manos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The session ends when everyone has dealt %n time(s).</source>
        <translation>
            <numerusform>La sesión termina cuando todos han repartido %n vez.</numerusform>
            <numerusform>La sesión termina cuando todos han repartido %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Duración de la sesión</translation>
    </message>
    <message>
        <source>The number of hands, or of deals by each player, after which the session ends.</source>
        <translation>El número de manos, o de repartos de cada jugador, tras el cual termina la sesión.</translation>
    </message>
    <message>
        <source>Session length is set to {value}, for a session with an end.</source>
        <translation>La duración de la sesión es {value}, para una sesión con final.</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>If players tie for the most chips at the end, they alone play one more hand, or they share the win.</source>
        <translation>Si al final varios jugadores empatan con más fichas, solo ellos juegan una mano más, o comparten la victoria.</translation>
    </message>
    <message>
        <source>Tied players play one more hand</source>
        <translation>Los empatados juegan una mano más</translation>
    </message>
    <message>
        <source>Tied players share the win</source>
        <translation>Los empatados comparten la victoria</translation>
    </message>
    <message>
        <source>Tied leaders play one more hand.</source>
        <translation>Los líderes empatados juegan una mano más.</translation>
    </message>
    <message>
        <source>Tied leaders share the win.</source>
        <translation>Los líderes empatados comparten la victoria.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>Everyone puts chips into a pool and each dealer adds more. The first bidder to make a five-trick bid takes the pool; one who fails such a bid pays into it as much as it holds.</source>
        <translation>Todos ponen fichas en un bote y cada dador añade más. El primer declarante que cumple una apuesta de cinco bazas se lleva el bote; quien falla una apuesta así pone en él tanto como contiene.</translation>
    </message>
    <message>
        <source>A pool is played.</source>
        <translation>Se juega con bote.</translation>
    </message>
    <message>
        <source>No pool is played.</source>
        <translation>Se juega sin bote.</translation>
    </message>
    <message>
        <source>Pool ante</source>
        <translation>Entrada al bote</translation>
    </message>
    <message>
        <source>What each player puts in when a new pool is formed.</source>
        <translation>Lo que pone cada jugador cuando se forma un bote nuevo.</translation>
    </message>
    <message>
        <source>Each player puts {value} into a new pool.</source>
        <translation>Cada jugador pone {value} en un bote nuevo.</translation>
    </message>
    <message>
        <source>Dealer&apos;s ante</source>
        <translation>Entrada del dador</translation>
    </message>
    <message>
        <source>What each later dealer adds to the pool.</source>
        <translation>Lo que añade al bote cada dador posterior.</translation>
    </message>
    <message>
        <source>Each dealer adds {value} to the pool.</source>
        <translation>Cada dador añade {value} al bote.</translation>
    </message>
    <message>
        <source>Buying cards</source>
        <translation>Compra de cartas</translation>
    </message>
    <message>
        <source>Before the bidding each player in turn may throw away cards and draw new ones, paying into the pool 1 for each card, or 1 for any exchange. Needs Pool.</source>
        <translation>Antes de la subasta cada jugador, por turno, puede descartar cartas y robar otras nuevas, pagando al bote 1 por carta, o 1 por cambio. Requiere Bote.</translation>
    </message>
    <message>
        <source>Foster&apos;s Complete Hoyle (1897)</source>
        <translation>Foster&apos;s Complete Hoyle (1897)</translation>
    </message>
    <message>
        <source>an old English account</source>
        <translation>una antigua descripción inglesa</translation>
    </message>
    <message>
        <source>the Dutch pub rules</source>
        <translation>las reglas de pub neerlandesas</translation>
    </message>
    <message>
        <source>the Spanish encyclopaedia</source>
        <translation>la enciclopedia española</translation>
    </message>
    <message>
        <source>{rules}: a value napdesk cannot play</source>
        <translation>{rules}: un valor con el que napdesk no puede jugar</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <source>1 per card</source>
        <translation>1 por carta</translation>
    </message>
    <message>
        <source>1 per exchange</source>
        <translation>1 por cambio</translation>
    </message>
    <message>
        <source>Nobody may buy cards.</source>
        <translation>Nadie puede comprar cartas.</translation>
    </message>
    <message>
        <source>Before bidding, players may buy new cards at 1 a card.</source>
        <translation>Antes de apostar, los jugadores pueden comprar cartas nuevas a 1 por carta.</translation>
    </message>
    <message>
        <source>Before bidding, players may exchange cards for 1, however many.</source>
        <translation>Antes de apostar, los jugadores pueden cambiar cartas por 1, sean cuantas sean.</translation>
    </message>
    <message>
        <source>Peep</source>
        <translation>Mirar</translation>
    </message>
    <message>
        <source>One extra card is dealt face down. Before speaking, a player may pay 1 to the pool to look at it; the winning bidder takes it and throws away one card. Needs Pool; not with Widow.</source>
        <translation>Se reparte una carta de más boca abajo. Antes de hablar, un jugador puede pagar 1 al bote para mirarla; el ganador de la subasta se la queda y descarta una carta. Requiere Bote; no con Viuda.</translation>
    </message>
    <message>
        <source>A peep card is dealt; a look at it costs 1.</source>
        <translation>Se reparte una carta para mirar; mirarla cuesta 1.</translation>
    </message>
    <message>
        <source>No peep card is dealt.</source>
        <translation>No se reparte carta para mirar.</translation>
    </message>
    <message>
        <source>Widow (Sir Garnet)</source>
        <translation>Viuda (Sir Garnet)</translation>
    </message>
    <message>
        <source>A spare hand is dealt face down. A player in turn to bid may take it, keep the best of the cards and throw away the rest, and must then bid nap. Not with Peep.</source>
        <translation>Se reparte una mano de más boca abajo. Un jugador, en su turno de apostar, puede tomarla, quedarse con las mejores cartas y descartar el resto, y entonces debe apostar Napoleón. No con Mirar.</translation>
    </message>
    <message>
        <source>A widow hand is dealt (Sir Garnet).</source>
        <translation>Se reparte una viuda (Sir Garnet).</translation>
    </message>
    <message>
        <source>No widow hand is dealt.</source>
        <translation>No se reparte viuda.</translation>
    </message>
    <message>
        <source>The hands (and the widow or peep card) must fit in the pack</source>
        <translation>Las manos (y la viuda o la carta para mirar) deben caber en la baraja</translation>
    </message>
    <message>
        <source>Blücher needs Wellington</source>
        <translation>Blücher requiere Wellington</translation>
    </message>
    <message>
        <source>Wellington and Blücher are not played with seven cards</source>
        <translation>Wellington y Blücher no se juegan con siete cartas</translation>
    </message>
    <message>
        <source>Buying cards needs a pool</source>
        <translation>La compra de cartas requiere un bote</translation>
    </message>
    <message>
        <source>Peep needs a pool</source>
        <translation>Mirar requiere un bote</translation>
    </message>
    <message>
        <source>Peep and widow cannot both be played</source>
        <translation>Mirar y la viuda no pueden jugarse a la vez</translation>
    </message>
</context>
<context>
    <name>napdesk.rules.source</name>
    <message>
        <source>000: &quot;Any number from two to six can play; but four is the best game&quot;; 003: three to seven players</source>
        <translation>000: &quot;Any number from two to six can play; but four is the best game&quot;; 003: de tres a siete jugadores</translation>
    </message>
    <message>
        <source>000: &quot;a full pack of fifty-two cards&quot;; 004: packs of 28 to 52 cards, 28-32 for four players, 36-40 for five</source>
        <translation>000: &quot;a full pack of fifty-two cards&quot;; 004: barajas de 28 a 52 cartas, 28-32 para cuatro jugadores, 36-40 para cinco</translation>
    </message>
    <message>
        <source>003: Seven-card Nap, bids from 3 to 7, seven paying 24 from each opponent</source>
        <translation>003: Napoleón de siete cartas, apuestas de 3 a 7; las siete cobran 24 de cada oponente</translation>
    </message>
    <message>
        <source>000: &quot;If five or six play it is usual for the dealer to give himself no cards&quot;; 004: with six players</source>
        <translation>000: &quot;If five or six play it is usual for the dealer to give himself no cards&quot;; 004: con seis jugadores</translation>
    </message>
    <message>
        <source>004: the dealer who deals himself no cards still receives or pays as much as the others, as if he were playing</source>
        <translation>004: el dador que no se reparte cartas cobra o paga igual que los demás, como si jugara</translation>
    </message>
    <message>
        <source>000: &quot;the lowest cut has the first choice of seats, and deals the first hand&quot;, or &quot;the lowest card or the first Jack taking the deal&quot;; 003, 004: lowest card deals, ace low</source>
        <translation>000: &quot;the lowest cut has the first choice of seats, and deals the first hand&quot;, o &quot;the lowest card or the first Jack taking the deal&quot;; 003, 004: da la carta más baja, el as es bajo</translation>
    </message>
    <message>
        <source>000: &quot;two cards on the first round, and three on the next; or three on the first and two on the next&quot;; 001: the old game, &quot;five cards being dealt out singly&quot;</source>
        <translation>000: &quot;two cards on the first round, and three on the next; or three on the first and two on the next&quot;; 001: el juego antiguo, &quot;five cards being dealt out singly&quot;</translation>
    </message>
    <message>
        <source>000: &quot;stating the number of tricks he proposes to win&quot;; 001, 004: any number; 003: three is the least bid</source>
        <translation>000: &quot;stating the number of tricks he proposes to win&quot;; 001, 004: cualquier número; 003: tres es la apuesta mínima</translation>
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
        <translation>000: &quot;the value of three tricks for a misère&quot;; 003: algunas reglas de la casa lo pagan como un Napoleón (10/5)</translation>
    </message>
    <message>
        <source>000: &quot;receives ten counters from each adversary; but if he fails, he pays only five&quot;, penny nap makes &quot;naps win a shilling or lose sixpence&quot;; 001: 1s. to win and 6d. to lose</source>
        <translation>000: &quot;receives ten counters from each adversary; but if he fails, he pays only five&quot;, en el penny nap, &quot;naps win a shilling or lose sixpence&quot;; 001: 1s. al ganar y 6d. al perder</translation>
    </message>
    <message>
        <source>001: &quot;a superior call to Napoleon ... to make the whole five tricks, but at double the Nap stakes&quot;; 003</source>
        <translation>001: &quot;a superior call to Napoleon ... to make the whole five tricks, but at double the Nap stakes&quot;; 003</translation>
    </message>
    <message>
        <source>000: &quot;Another may outbid this again by bidding Blucher&quot;; 003: only after someone has bid Wellington, at treble stakes</source>
        <translation>000: &quot;Another may outbid this again by bidding Blucher&quot;; 003: solo después de que alguien haya apostado Wellington, al triple</translation>
    </message>
    <message>
        <source>001: &quot;it cannot be declared unless &apos;Nap&apos; is declared before it&quot;; 003</source>
        <translation>001: &quot;it cannot be declared unless &apos;Nap&apos; is declared before it&quot;; 003</translation>
    </message>
    <message>
        <source>003: Blücher may only be bid after someone has bid Wellington</source>
        <translation>003: solo se puede apostar Blücher después de que alguien haya apostado Wellington</translation>
    </message>
    <message>
        <source>001: &quot;if the caller of Nap receives 1s. or pays 6d., on a Wellington he would receive 2s., or pay 1s.&quot;; 003: double and treble; 000: &quot;pay double or treble stakes if he fails, but will receive only the usual amount&quot;</source>
        <translation>001: &quot;if the caller of Nap receives 1s. or pays 6d., on a Wellington he would receive 2s., or pay 1s.&quot;; 003: doble y triple; 000: &quot;pay double or treble stakes if he fails, but will receive only the usual amount&quot;</translation>
    </message>
    <message>
        <source>000: &quot;If all pass until it comes to the dealer, he is bound to bid at least one trick, and either play or pay&quot;; 003: the hand is thrown in and the next dealer deals afresh</source>
        <translation>000: &quot;If all pass until it comes to the dealer, he is bound to bid at least one trick, and either play or pay&quot;; 003: se anula la mano y el siguiente dador vuelve a repartir</translation>
    </message>
    <message>
        <source>000: &quot;The hands are usually abandoned when the bidder succeeds&quot;, &quot;nothing is paid for under or over-tricks&quot;; 003: the hand ends when all five tricks have been played</source>
        <translation>000: &quot;The hands are usually abandoned when the bidder succeeds&quot;, &quot;nothing is paid for under or over-tricks&quot;; 003: la mano termina cuando se han jugado las cinco bazas</translation>
    </message>
    <message>
        <source>000: the bidder &quot;shows cards which are good for his bid against any play&quot;</source>
        <translation>000: el declarante &quot;shows cards which are good for his bid against any play&quot;</translation>
    </message>
    <message>
        <source>000: &quot;the individual player in fault must pay all the counters depending on the result&quot;; 003: the game stops when the revoke is found; 004</source>
        <translation>000: &quot;the individual player in fault must pay all the counters depending on the result&quot;; 003: el juego se detiene cuando se descubre el renuncio; 004</translation>
    </message>
    <message>
        <source>000: &quot;A trick once turned and quitted cannot again be seen&quot;</source>
        <translation>000: &quot;A trick once turned and quitted cannot again be seen&quot;</translation>
    </message>
    <message>
        <source>003: in Seven-card Nap a bid of seven pays 24 from each opponent</source>
        <translation>003: en el Napoleón de siete cartas, una apuesta de siete cobra 24 de cada oponente</translation>
    </message>
    <message>
        <source>003 gives no loss for seven; napdesk takes half the win, as a nap loses half what it wins</source>
        <translation>003 no fijan pérdida para las siete; napdesk toma la mitad de la ganancia, como un Napoleón pierde la mitad de lo que gana</translation>
    </message>
    <message>
        <source>000: each buys counters from the banker, &quot;usually fifty&quot;; 003: equal chips for the session</source>
        <translation>000: cada uno compra fichas a la banca, &quot;usually fifty&quot;; 003: el mismo número de fichas para toda la sesión</translation>
    </message>
    <message>
        <source>000: &quot;When any player&apos;s supply is exhausted, he can purchase more&quot;; 003: a player with no chips left is out</source>
        <translation>000: &quot;When any player&apos;s supply is exhausted, he can purchase more&quot;; 003: un jugador que se queda sin fichas queda eliminado</translation>
    </message>
    <message>
        <source>000: &quot;In &apos;penny nap,&apos; English coppers are used&quot;, &quot;sixpenny nap&quot;, &quot;In America, nickel and quarter nap are the usual forms&quot;</source>
        <translation>000: &quot;In &apos;penny nap,&apos; English coppers are used&quot;, &quot;sixpenny nap&quot;, &quot;In America, nickel and quarter nap are the usual forms&quot;</translation>
    </message>
    <message>
        <source>003: after an agreed number of hands, whoever has the most chips wins</source>
        <translation>003: tras un número acordado de manos, gana quien tenga más fichas</translation>
    </message>
    <message>
        <source>003: an agreed number of hands</source>
        <translation>003: un número acordado de manos</translation>
    </message>
    <message>
        <source>003: only the tied players play one extra hand; the most chips then wins</source>
        <translation>003: solo los empatados juegan una mano más; luego gana quien tenga más fichas</translation>
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
        <translation>000 &quot;Purchase Nap&quot;: &quot;For each card so exchanged, the player pays one counter to the pool&quot;; 003: se paga una apuesta por cambiar cartas</translation>
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
        <translation>napdesk ya se está ejecutando; las partidas guardadas se muestran solo para lectura.</translation>
    </message>
    <message>
        <source>The saved games could not be read ({reason}). The file was moved to {target} and napdesk started a new one.</source>
        <translation>No se pudieron leer las partidas guardadas ({reason}). El archivo se movió a {target} y napdesk empezó uno nuevo.</translation>
    </message>
    <message>
        <source>The saved games in {path} cannot be read ({reason}) and could not be moved aside ({error}); nothing will be saved this time.</source>
        <translation>Las partidas guardadas en {path} no se pueden leer ({reason}) y no se pudieron apartar ({error}); esta vez no se guardará nada.</translation>
    </message>
    <message>
        <source>The saved games file {path} was empty, so napdesk started a new one.</source>
        <translation>El archivo de partidas guardadas {path} estaba vacío, así que napdesk empezó uno nuevo.</translation>
    </message>
    <message>
        <source>napdesk cannot open {path} ({error}); nothing will be saved this time.</source>
        <translation>napdesk no puede abrir {path} ({error}); esta vez no se guardará nada.</translation>
    </message>
    <message>
        <source>The saved games in {path} were written by a newer napdesk (data version {version}, this napdesk reads up to {supported}). They are shown read-only and left untouched; nothing new will be saved.</source>
        <translation>Las partidas guardadas en {path} las escribió un napdesk más reciente (versión de datos {version}; este napdesk lee hasta la {supported}). Se muestran solo para lectura y no se tocan; no se guardará nada nuevo.</translation>
    </message>
    <message>
        <source>The saved games in {path} could not be brought up to date for this napdesk ({error}). They are shown read-only and left untouched; nothing new will be saved.</source>
        <translation>Las partidas guardadas en {path} no se pudieron poner al día para este napdesk ({error}). Se muestran solo para lectura y no se tocan; no se guardará nada nuevo.</translation>
    </message>
    <message>
        <source>The saved games in {path} could not be brought up to date for this napdesk ({error}), and they cannot be read either ({again}); nothing will be saved this time.</source>
        <translation>Las partidas guardadas en {path} no se pudieron poner al día para este napdesk ({error}) ni tampoco leer ({again}); esta vez no se guardará nada.</translation>
    </message>
    <message>
        <source>The daily backup failed ({error}).</source>
        <translation>La copia de seguridad diaria ha fallado ({error}).</translation>
    </message>
    <message>
        <source>napdesk cannot write in {folder}. Your saved games are shown read-only; nothing new will be saved until napdesk can write there again.</source>
        <translation>napdesk no puede escribir en {folder}. Tus partidas guardadas se muestran solo para lectura; no se guardará nada nuevo hasta que napdesk pueda volver a escribir allí.</translation>
    </message>
    <message>
        <source>napdesk cannot write in {folder} and cannot read the saved games there; nothing will be saved this time.</source>
        <translation>napdesk no puede escribir en {folder} ni leer allí las partidas guardadas; esta vez no se guardará nada.</translation>
    </message>
    <message>
        <source>napdesk cannot use {path}: it is not a file of saved games; nothing will be saved this time.</source>
        <translation>napdesk no puede usar {path}: no es un archivo de partidas guardadas; esta vez no se guardará nada.</translation>
    </message>
    <message>
        <source>napdesk cannot write {path} ({error}). Your saved games are shown read-only; nothing new will be saved until the file can be written again.</source>
        <translation>napdesk no puede escribir en {path} ({error}). Tus partidas guardadas se muestran en modo de solo lectura; no se guardará nada nuevo hasta que se pueda volver a escribir en el archivo.</translation>
    </message>
    <message>
        <source>The log of recent saves ({wal}) was missing or damaged after napdesk stopped without closing: what was played of the hand in progress then may be lost. Every finished hand is kept.</source>
        <translation>El registro de los últimos guardados ({wal}) faltaba o estaba dañado después de que napdesk se detuviera sin cerrarse: lo jugado entonces de la mano en curso puede haberse perdido. Todas las manos terminadas se conservan.</translation>
    </message>
    <message>
        <source>the saved games file {path} cannot be written ({error}). Make the file and its folder writable for you.</source>
        <translation>no se puede escribir en el archivo de partidas guardadas {path} ({error}). Haz que el archivo y su carpeta se puedan escribir para ti.</translation>
    </message>
    <message>
        <source>another program is holding the saved games file {path} ({error}). Close the program that has it open (a database tool, a backup or synchronising program).</source>
        <translation>otro programa tiene ocupado el archivo de partidas guardadas {path} ({error}). Cierra el programa que lo tiene abierto (una herramienta de bases de datos, un programa de copias de seguridad o de sincronización).</translation>
    </message>
    <message>
        <source>the disk that holds {path} is full ({error}). Free some space on it.</source>
        <translation>el disco que contiene {path} está lleno ({error}). Libera algo de espacio en él.</translation>
    </message>
    <message>
        <source>the saved games file {path} is damaged ({error}). Quit napdesk and start it again: it moves the damaged file aside, keeps it, and tells you where the latest backup is.</source>
        <translation>el archivo de partidas guardadas {path} está dañado ({error}). Cierra napdesk y vuelve a abrirlo: aparta el archivo dañado, lo conserva y te dice dónde está la copia de seguridad más reciente.</translation>
    </message>
    <message>
        <source>The saved games are open read-only; nothing can be changed.</source>
        <translation>Las partidas guardadas están abiertas solo para lectura; no se puede cambiar nada.</translation>
    </message>
    <message>
        <source>napdesk cannot save ({error}).</source>
        <translation>napdesk no puede guardar ({error}).</translation>
    </message>
    <message>
        <source>Session {session} is damaged and cannot be opened ({reason}).</source>
        <translation>La sesión {session} está dañada y no se puede abrir ({reason}).</translation>
    </message>
    <message>
        <source>There is no session {session}.</source>
        <translation>No existe la sesión {session}.</translation>
    </message>
    <message>
        <source>Session {session} cannot be resumed ({error}).</source>
        <translation>La sesión {session} no se puede reanudar ({error}).</translation>
    </message>
    <message>
        <source>There is no player profile {profile}.</source>
        <translation>No existe el perfil de jugador {profile}.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Un jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>Ya hay un jugador llamado {name}.</translation>
    </message>
    <message>
        <source>napdesk cannot read {path} ({error}).</source>
        <translation>napdesk no puede leer {path} ({error}).</translation>
    </message>
    <message>
        <source>{name} is not a napdesk session file ({error}).</source>
        <translation>{name} no es un archivo de sesión de napdesk ({error}).</translation>
    </message>
    <message>
        <source>{name} is not a text file napdesk can read.</source>
        <translation>{name} no es un archivo de texto que napdesk pueda leer.</translation>
    </message>
    <message>
        <source>This file is not a napdesk session napdesk can import ({error}).</source>
        <translation>Este archivo no es una sesión de napdesk que napdesk pueda importar ({error}).</translation>
    </message>
    <message>
        <source>napdesk is already running (process {pid}); the saved games are shown read-only.</source>
        <translation>napdesk ya se está ejecutando (proceso {pid}); las partidas guardadas se muestran solo para lectura.</translation>
    </message>
    <message>
        <source>its rules</source>
        <translation>sus reglas</translation>
    </message>
    <message>
        <source>its number of hands</source>
        <translation>su número de manos</translation>
    </message>
    <message>
        <source>its snapshot</source>
        <translation>su instantánea</translation>
    </message>
    <message>
        <source>its seats</source>
        <translation>sus puestos</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>el puesto {seat}</translation>
    </message>
    <message>
        <source>the number of its hand in progress</source>
        <translation>el número de su mano en curso</translation>
    </message>
    <message>
        <source>the deal of its hand in progress</source>
        <translation>el reparto de su mano en curso</translation>
    </message>
    <message>
        <source>action {action} of its hand in progress</source>
        <translation>la jugada {action} de su mano en curso</translation>
    </message>
    <message>
        <source>the record of hand {hand}</source>
        <translation>el registro de la mano {hand}</translation>
    </message>
    <message>
        <source>action {action} of hand {hand}</source>
        <translation>la jugada {action} de la mano {hand}</translation>
    </message>
    <message>
        <source>the antes of hand {hand}</source>
        <translation>las entradas de la mano {hand}</translation>
    </message>
    <message>
        <source>the settlement of hand {hand}</source>
        <translation>la liquidación de la mano {hand}</translation>
    </message>
    <message>
        <source>preference {key!r}</source>
        <translation>la preferencia {key!r}</translation>
    </message>
    <message>
        <source>preset {key!r}</source>
        <translation>el conjunto de reglas {key!r}</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text</source>
        <translation>en {what} no hay texto UTF-8</translation>
    </message>
    <message>
        <source>{what} is missing</source>
        <translation>no hay nada guardado para {what}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON</source>
        <translation>en {what} no hay JSON válido</translation>
    </message>
    <message>
        <source>{what} is not valid JSON ({error} at character {position})</source>
        <translation>en {what} no hay JSON válido ({error} en el carácter {position})</translation>
    </message>
    <message>
        <source>{what} is not a JSON object</source>
        <translation>en {what} no hay un objeto JSON</translation>
    </message>
    <message numerus="yes">
        <source>{what} is not a list of %n whole number(s)</source>
        <translation>
            <numerusform>en {what} no hay una lista de %n número entero</numerusform>
            <numerusform>en {what} no hay una lista de %n números enteros</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} is not a whole number ({value})</source>
        <translation>en {what} no hay un número entero ({value})</translation>
    </message>
    <message>
        <source>{what} is not compressed data</source>
        <translation>en {what} no hay datos comprimidos</translation>
    </message>
    <message>
        <source>{what} cannot be decompressed ({error})</source>
        <translation>{what} no se puede descomprimir ({error})</translation>
    </message>
    <message>
        <source>{what} has no deal or no actions</source>
        <translation>en {what} no figuran el reparto ni las jugadas</translation>
    </message>
    <message>
        <source>{what} are not valid ({error})</source>
        <translation>{what} no son válidas ({error})</translation>
    </message>
    <message numerus="yes">
        <source>it has %n seat(s) for a {players}-player game</source>
        <translation>
            <numerusform>la sesión tiene %n puesto para una partida de {players} jugadores</numerusform>
            <numerusform>la sesión tiene %n puestos para una partida de {players} jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} is not valid</source>
        <translation>{what} no es válido</translation>
    </message>
    <message>
        <source>{what} cannot be played ({error})</source>
        <translation>{what} no se puede jugar ({error})</translation>
    </message>
    <message>
        <source>{what} stops before the hand is over</source>
        <translation>{what} se detiene antes de que termine la mano</translation>
    </message>
    <message>
        <source>it is not a SQLite database</source>
        <translation>no es una base de datos SQLite</translation>
    </message>
    <message>
        <source>it is truncated</source>
        <translation>el archivo está truncado</translation>
    </message>
    <message>
        <source>it is truncated ({size} bytes of {expected})</source>
        <translation>el archivo está truncado ({size} de {expected} bytes)</translation>
    </message>
    <message>
        <source>it failed SQLite&apos;s integrity check: {error}</source>
        <translation>no supera la comprobación de integridad de SQLite: {error}</translation>
    </message>
    <message>
        <source>it is a SQLite database, but not napdesk&apos;s</source>
        <translation>es una base de datos SQLite, pero no de napdesk</translation>
    </message>
    <message>
        <source>tables are missing from it ({missing})</source>
        <translation>le faltan tablas ({missing})</translation>
    </message>
    <message>
        <source>SQLite cannot read it ({error})</source>
        <translation>SQLite no puede leerlo ({error})</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>no se puede leer {path}: {error}</translation>
    </message>
    <message>
        <source>there are no saved games in it</source>
        <translation>no contiene partidas guardadas</translation>
    </message>
    <message>
        <source>it is a link to {target}, which cannot be reached</source>
        <translation>es un enlace a {target}, que no se puede alcanzar</translation>
    </message>
    <message>
        <source>The most recent backup is {backup}.</source>
        <translation>La copia de seguridad más reciente es {backup}.</translation>
    </message>
    <message>
        <source>No backup of it was found.</source>
        <translation>No se encontró ninguna copia de seguridad.</translation>
    </message>
</context>
<context>
    <name>napdesk.why</name>
    <message>
        <source>The danger: the bid still fails in {percent} of those deals.</source>
        <translation>El peligro: la apuesta aún fracasa en el {percent} de esos repartos.</translation>
    </message>
    <message>
        <source>The danger: the bid is still made in {percent} of those deals.</source>
        <translation>El peligro: la apuesta aún se cumple en el {percent} de esos repartos.</translation>
    </message>
    <message>
        <source>Not one of those deals goes wrong.</source>
        <translation>Ninguno de esos repartos sale mal.</translation>
    </message>
    <message>
        <source>Once the last trick is taken the hand is settled: nothing more can be played in it.</source>
        <translation>Tras la última baza la mano se liquida: ya no se puede jugar nada en ella.</translation>
    </message>
    <message>
        <source>A hand goes in order, the bidding first and then the play: each step takes only its own choices.</source>
        <translation>Una mano va por orden, primero las apuestas y luego el juego: cada paso admite solo sus propias jugadas.</translation>
    </message>
    <message>
        <source>You can play only a card from your own hand.</source>
        <translation>Solo puedes jugar una carta de tu propia mano.</translation>
    </message>
    <message>
        <source>You must play a card of the suit led while you have one; only when you have none may you trump or throw any card.</source>
        <translation>Debes jugar una carta del palo de salida mientras tengas alguna; solo cuando no te quede ninguna puedes fallar con triunfo o descartar cualquier carta.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the one before: the highest bidder plays the hand.</source>
        <translation>Cada apuesta debe ser mayor que la anterior: quien más apuesta juega la mano.</translation>
    </message>
    <message>
        <source>At this table a hand is not thrown in: when everyone else has passed, the last to speak must bid.</source>
        <translation>En esta mesa no se anula la mano: cuando todos los demás han pasado, el último en hablar debe apostar.</translation>
    </message>
    <message>
        <source>Wellington, all five tricks for higher stakes, may be bid only over a nap.</source>
        <translation>Wellington, las cinco bazas por una apuesta mayor, solo puede apostarse sobre un nap.</translation>
    </message>
    <message>
        <source>Blücher, all five tricks for the highest stakes, may be bid only over a Wellington.</source>
        <translation>Blücher, las cinco bazas por la apuesta más alta, solo puede apostarse sobre un Wellington.</translation>
    </message>
    <message>
        <source>A bid to take all five tricks is called nap.</source>
        <translation>Una apuesta a ganar las cinco bazas se llama nap.</translation>
    </message>
    <message>
        <source>In seven-card Nap a bid to take all seven tricks is written 7.</source>
        <translation>En el Nap de siete cartas, la apuesta a ganar las siete bazas se escribe 7.</translation>
    </message>
    <message>
        <source>The house rules set the least bid of this table.</source>
        <translation>Las reglas de la casa fijan la apuesta mínima de esta mesa.</translation>
    </message>
    <message>
        <source>The house rules of this table leave this bid out.</source>
        <translation>Las reglas de la casa de esta mesa excluyen esta apuesta.</translation>
    </message>
    <message>
        <source>Only the bidder may claim the tricks left, and only when it is the bidder&apos;s lead.</source>
        <translation>Solo quien apuesta puede reclamar las bazas que quedan, y solo cuando le toca salir.</translation>
    </message>
    <message>
        <source>The house rules of this table allow no claims: every card is played out.</source>
        <translation>Las reglas de la casa de esta mesa no permiten reclamar: se juegan todas las cartas.</translation>
    </message>
    <message>
        <source>A claim stands only when the defenders cannot beat it, whatever they play.</source>
        <translation>Una reclamación solo vale si los defensores no pueden batirla, jueguen lo que jueguen.</translation>
    </message>
    <message>
        <source>The peep, a look at a card for a fee, is a house rule this table does not play.</source>
        <translation>El vistazo, mirar una carta pagando, es una regla de la casa que esta mesa no juega.</translation>
    </message>
    <message>
        <source>Each player may peep only once in a hand.</source>
        <translation>Cada jugador puede echar un vistazo solo una vez por mano.</translation>
    </message>
    <message>
        <source>The widow, extra cards dealt face down, is a house rule this table does not play.</source>
        <translation>La viuda, cartas de más repartidas boca abajo, es una regla de la casa que esta mesa no juega.</translation>
    </message>
    <message>
        <source>The widow can be taken only once in a hand.</source>
        <translation>La viuda solo puede tomarse una vez por mano.</translation>
    </message>
    <message>
        <source>Only a player who bids all five tricks may take the widow.</source>
        <translation>Solo quien apuesta las cinco bazas puede tomar la viuda.</translation>
    </message>
    <message>
        <source>Who takes the widow discards down to a hand of the usual size before the play starts.</source>
        <translation>Quien toma la viuda descarta hasta quedarse con una mano del tamaño habitual antes de empezar el juego.</translation>
    </message>
    <message>
        <source>Who takes the widow discards from their own cards and the widow&apos;s, and from nothing else.</source>
        <translation>Quien toma la viuda descarta de sus propias cartas y de las de la viuda, y de nada más.</translation>
    </message>
    <message>
        <source>Who takes the widow puts back as many cards as it held, so the hand is the usual size again.</source>
        <translation>Quien toma la viuda devuelve tantas cartas como tenía, para que la mano vuelva al tamaño habitual.</translation>
    </message>
    <message>
        <source>In the exchange you give up cards from your own hand for cards from the stock.</source>
        <translation>En el cambio entregas cartas de tu propia mano por cartas del mazo.</translation>
    </message>
    <message>
        <source>In the exchange you can draw only as many cards as the stock still holds.</source>
        <translation>En el cambio solo puedes robar tantas cartas como quedan en el mazo.</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Nombre del puesto {n}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Seat {n} player</source>
        <translation>Jugador del puesto {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordenador: {level}</translation>
    </message>
</context>
</TS>
