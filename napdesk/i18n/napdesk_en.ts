<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CostsLabel</name>
    <message numerus="yes">
        <source>Reviewing your decisions in the last %n hand(s)…</source>
        <translation>
            <numerusform>Reviewing your decisions in the last hand…</numerusform>
            <numerusform>Reviewing your decisions in the last %n hands…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Over your last %n hand(s): chips lost to your decisions {decisions}, to the cards {cards}.</source>
        <translation>
            <numerusform>Over your last %n hand: chips lost to your decisions {decisions}, to the cards {cards}.</numerusform>
            <numerusform>Over your last %n hands: chips lost to your decisions {decisions}, to the cards {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) too big to review.</source>
        <translation>
            <numerusform>%n hand too big to review.</numerusform>
            <numerusform>%n hands too big to review.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message numerus="yes">
        <source>{who} exchanges %n card(s)</source>
        <translation>
            <numerusform>{who} exchanges %n card</numerusform>
            <numerusform>{who} exchanges %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You exchange %n card(s)</source>
        <translation>
            <numerusform>You exchange %n card</numerusform>
            <numerusform>You exchange %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandHistoryWindow</name>
    <message numerus="yes">
        <source>As dealt (%n action(s))</source>
        <translation>
            <numerusform>As dealt (%n action)</numerusform>
            <numerusform>As dealt (%n actions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand is too big to analyse in %n second(s).</source>
        <translation>
            <numerusform>This hand is too big to analyse in %n second.</numerusform>
            <numerusform>This hand is too big to analyse in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n unfinished session(s) cannot be resumed because the saved data is damaged:</source>
        <translation>
            <numerusform>%n unfinished session cannot be resumed because the saved data is damaged:</numerusform>
            <numerusform>%n unfinished sessions cannot be resumed because the saved data is damaged:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message numerus="yes">
        <source>%n session(s) were not finished. Go on with one where it stopped?</source>
        <translation>
            <numerusform>%n session was not finished. Go on with it where it stopped?</numerusform>
            <numerusform>%n sessions were not finished. Go on with one where it stopped?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) finished, one more in progress</source>
        <translation>
            <numerusform>%n hand finished, one more in progress</numerusform>
            <numerusform>%n hands finished, one more in progress</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>This hand is too big to review in %n second(s).</source>
        <translation>
            <numerusform>This hand is too big to review in %n second.</numerusform>
            <numerusform>This hand is too big to review in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreboardWindow</name>
    <message numerus="yes">
        <source>{name}: %n hand(s) ({status})</source>
        <translation>
            <numerusform>{name}: %n hand ({status})</numerusform>
            <numerusform>{name}: %n hands ({status})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the session {name} and its %n hand(s) for good?</source>
        <translation>
            <numerusform>Delete the session {name} and its %n hand for good?</numerusform>
            <numerusform>Delete the session {name} and its %n hands for good?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n hand(s) to {path}</source>
        <translation>
            <numerusform>Saved %n hand to {path}</numerusform>
            <numerusform>Saved %n hands to {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message numerus="yes">
        <source>bought %n</source>
        <translation>
            <numerusform>bought %n</numerusform>
            <numerusform>bought %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <source>With all cards seen, {name} could have taken {taken} of the %n tricks.</source>
        <translation>
            <numerusform>With all cards seen, {name} could have taken {taken} of the %n trick.</numerusform>
            <numerusform>With all cards seen, {name} could have taken {taken} of the %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With all cards seen, you could have taken {taken} of the %n tricks.</source>
        <translation>
            <numerusform>With all cards seen, you could have taken {taken} of the %n tricks.</numerusform>
            <numerusform>With all cards seen, you could have taken {taken} of the %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sir Garnet: you took the widow and bid {bid}; choose the {size} cards to keep (%n chosen)</source>
        <translation>
            <numerusform>Sir Garnet: you took the widow and bid {bid}; choose the {size} cards to keep (%n chosen)</numerusform>
            <numerusform>Sir Garnet: you took the widow and bid {bid}; choose the {size} cards to keep (%n chosen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep these %n</source>
        <translation>
            <numerusform>Keep these %n</numerusform>
            <numerusform>Keep these %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s)</source>
        <translation>
            <numerusform>Choose exactly %n card</numerusform>
            <numerusform>Choose exactly %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the widow unseen, keep the best %n card(s) and bid {bid}</source>
        <translation>
            <numerusform>Take the widow unseen, keep the best %n card and bid {bid}</numerusform>
            <numerusform>Take the widow unseen, keep the best %n cards and bid {bid}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Purchase: choose cards to exchange (%n chosen, fee {fee}); the stock holds {stock}</source>
        <translation>
            <numerusform>Purchase: choose cards to exchange (%n chosen, fee {fee}); the stock holds {stock}</numerusform>
            <numerusform>Purchase: choose cards to exchange (%n chosen, fee {fee}); the stock holds {stock}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n (fee {fee})</source>
        <translation>
            <numerusform>Exchange %n (fee {fee})</numerusform>
            <numerusform>Exchange %n (fee {fee})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won %n</source>
        <translation>
            <numerusform>won %n</numerusform>
            <numerusform>won %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>You must discard %n card(s) with the widow</source>
        <translation>
            <numerusform>You must discard %n card with the widow</numerusform>
            <numerusform>You must discard %n cards with the widow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot draw {count}: the stock holds %n card(s)</source>
        <translation>
            <numerusform>You cannot draw {count}: the stock holds %n card</numerusform>
            <numerusform>You cannot draw {count}: the stock holds %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>napdesk.cards</name>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n counter</numerusform>
            <numerusform>%n counters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>napdesk.coach</name>
    <message numerus="yes">
        <source>You hold %n sure winner(s). Bid {bid}: you promise to take that many tricks yourself.</source>
        <translation>
            <numerusform>You hold %n sure winner. Bid {bid}: you promise to take that many tricks yourself.</numerusform>
            <numerusform>You hold %n sure winners. Bid {bid}: you promise to take that many tricks yourself.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n sure winner(s); lead your long suit as trumps, and once the others&apos; trumps are drawn the rest of it wins too. Bid {bid}.</source>
        <translation>
            <numerusform>You hold %n sure winner; lead your long suit as trumps, and once the others&apos; trumps are drawn the rest of it wins too. Bid {bid}.</numerusform>
            <numerusform>You hold %n sure winners; lead your long suit as trumps, and once the others&apos; trumps are drawn the rest of it wins too. Bid {bid}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n sure winner(s): too few to promise tricks. Pass, and let the others bid.</source>
        <translation>
            <numerusform>You hold %n sure winner: too few to promise tricks. Pass, and let the others bid.</numerusform>
            <numerusform>You hold %n sure winners: too few to promise tricks. Pass, and let the others bid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trumps are {trump} and the others still hold %n of them. Lead a trump: each round draws theirs, and then they cannot trump your winners.</source>
        <translation>
            <numerusform>Trumps are {trump} and the others still hold %n of them. Lead a trump: each round draws theirs, and then they cannot trump your winners.</numerusform>
            <numerusform>Trumps are {trump} and the others still hold %n of them. Lead a trump: each round draws theirs, and then they cannot trump your winners.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot follow and hold no trump: throw a low card and keep your high ones. With your partners you need %n trick(s) to beat the bid.</source>
        <translation>
            <numerusform>You cannot follow and hold no trump: throw a low card and keep your high ones. With your partners you need %n trick to beat the bid.</numerusform>
            <numerusform>You cannot follow and hold no trump: throw a low card and keep your high ones. With your partners you need %n tricks to beat the bid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {card} gives away %n trick(s) with best play: {better} would not. Try another card, or play it again to go on.</source>
        <translation>
            <numerusform>The {card} gives away %n trick with best play: {better} would not. Try another card, or play it again to go on.</numerusform>
            <numerusform>The {card} gives away %n tricks with best play: {better} would not. Try another card, or play it again to go on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This lesson asks for {bid}: you hold %n sure winner(s). Choose again, or make the same choice again to go on.</source>
        <translation>
            <numerusform>This lesson asks for {bid}: you hold %n sure winner. Choose again, or make the same choice again to go on.</numerusform>
            <numerusform>This lesson asks for {bid}: you hold %n sure winners. Choose again, or make the same choice again to go on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick {trick}: your {card} gave away %n trick(s); {better} would not.</source>
        <translation>
            <numerusform>Trick {trick}: your {card} gave away %n trick; {better} would not.</numerusform>
            <numerusform>Trick {trick}: your {card} gave away %n tricks; {better} would not.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {card} again gives away %n trick(s): {better} would not.</source>
        <translation>
            <numerusform>Your {card} again gives away %n trick: {better} would not.</numerusform>
            <numerusform>Your {card} again gives away %n tricks: {better} would not.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It lost the bid: a swing of %n chip(s).</source>
        <translation>
            <numerusform>It lost the bid: a swing of %n chip.</numerusform>
            <numerusform>It lost the bid: a swing of %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bidding: you chose {bid}; {better} was worth about %n chip(s) more (the expert&apos;s estimate from sampled deals, not with every card seen).</source>
        <translation>
            <numerusform>Bidding: you chose {bid}; {better} was worth about %n chip more (the expert&apos;s estimate from sampled deals, not with every card seen).</numerusform>
            <numerusform>Bidding: you chose {bid}; {better} was worth about %n chips more (the expert&apos;s estimate from sampled deals, not with every card seen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} this time gives away about %n chip(s) by the expert&apos;s estimate: {better} is worth more.</source>
        <translation>
            <numerusform>{bid} this time gives away about %n chip by the expert&apos;s estimate: {better} is worth more.</numerusform>
            <numerusform>{bid} this time gives away about %n chips by the expert&apos;s estimate: {better} is worth more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) of five done.</source>
        <translation>
            <numerusform>%n lesson of five done.</numerusform>
            <numerusform>%n lessons of five done.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>napdesk.hints</name>
    <message numerus="yes">
        <source>{card} gives the best chance to make the bid: {percent} over %n sampled deal(s)</source>
        <translation>
            <numerusform>{card} gives the best chance to make the bid: {percent} over %n sampled deal</numerusform>
            <numerusform>{card} gives the best chance to make the bid: {percent} over %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} gives the best chance to beat the bid: {percent} over %n sampled deal(s)</source>
        <translation>
            <numerusform>{card} gives the best chance to beat the bid: {percent} over %n sampled deal</numerusform>
            <numerusform>{card} gives the best chance to beat the bid: {percent} over %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is as good: the bid is made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Every card is as good: the bid is made in {percent} of %n sampled deal</numerusform>
            <numerusform>Every card is as good: the bid is made in {percent} of %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is as good: the bid is beaten in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Every card is as good: the bid is beaten in {percent} of %n sampled deal</numerusform>
            <numerusform>Every card is as good: the bid is beaten in {percent} of %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the widow and bid {bid}: made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Take the widow and bid {bid}: made in {percent} of %n sampled deal</numerusform>
            <numerusform>Take the widow and bid {bid}: made in {percent} of %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bid {bid}: made in {percent} of %n sampled deal(s)</source>
        <translation>
            <numerusform>Bid {bid}: made in {percent} of %n sampled deal</numerusform>
            <numerusform>Bid {bid}: made in {percent} of %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{advice} (only a guess: %n sampled deal(s))</source>
        <translation>
            <numerusform>{advice} (only a guess: %n sampled deal)</numerusform>
            <numerusform>{advice} (only a guess: %n sampled deals)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>napdesk.record</name>
    <message numerus="yes">
        <source>%n name(s) for a {players}-player game</source>
        <translation>
            <numerusform>%n name for a {players}-player game</numerusform>
            <numerusform>%n names for a {players}-player game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in the pool, but these rules play without a pool</source>
        <translation>
            <numerusform>%n chip in the pool, but these rules play without a pool</numerusform>
            <numerusform>%n chips in the pool, but these rules play without a pool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), but a hand under these rules holds at most {most}</source>
        <translation>
            <numerusform>%n action, but a hand under these rules holds at most {most}</numerusform>
            <numerusform>%n actions, but a hand under these rules holds at most {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no seat {dealer} to deal in a game of %n player(s)</source>
        <translation>
            <numerusform>there is no seat {dealer} to deal in a game of %n player</numerusform>
            <numerusform>there is no seat {dealer} to deal in a game of %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the deal has %n hand(s) for {players} players</source>
        <translation>
            <numerusform>the deal has %n hand for {players} players</numerusform>
            <numerusform>the deal has %n hands for {players} players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt twice: {cards}</source>
        <translation>
            <numerusform>{cards} dealt twice</numerusform>
            <numerusform>{cards} dealt twice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) not in a {deck_size}-card pack: {cards}</source>
        <translation>
            <numerusform>{cards} not in a {deck_size}-card pack</numerusform>
            <numerusform>{cards} not in a {deck_size}-card pack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seat {seat} was dealt %n card(s), not {wanted}</source>
        <translation>
            <numerusform>seat {seat} was dealt %n card, not {wanted}</numerusform>
            <numerusform>seat {seat} was dealt %n cards, not {wanted}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the dealer sits out but was dealt %n card(s)</source>
        <translation>
            <numerusform>the dealer sits out but was dealt %n card</numerusform>
            <numerusform>the dealer sits out but was dealt %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the widow holds %n card(s), not {wanted}</source>
        <translation>
            <numerusform>the widow holds %n card, not {wanted}</numerusform>
            <numerusform>the widow holds %n cards, not {wanted}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>napdesk.rules</name>
    <message numerus="yes">
        <source>The session ends after %n hand(s).</source>
        <translation>
            <numerusform>The session ends after %n hand.</numerusform>
            <numerusform>The session ends after %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The session ends when everyone has dealt %n time(s).</source>
        <translation>
            <numerusform>The session ends when everyone has dealt %n time.</numerusform>
            <numerusform>The session ends when everyone has dealt %n times.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>napdesk.store</name>
    <message numerus="yes">
        <source>{what} is not a list of %n whole number(s)</source>
        <translation>
            <numerusform>{what} is not a list of %n whole number</numerusform>
            <numerusform>{what} is not a list of %n whole numbers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n seat(s) for a {players}-player game</source>
        <translation>
            <numerusform>it has %n seat for a {players}-player game</numerusform>
            <numerusform>it has %n seats for a {players}-player game</numerusform>
        </translation>
    </message>
</context>
</TS>
