"""The registry of rules the engine knows, mirroring the sections of the rules digest.

Every rule step the engine takes is reported through the rules trace (contract C4) under
one of these ids, and every refusal of an illegal play names one. The harness turns the
trace into rules coverage, so an id here is a promise: some engine code exercises it.
Ids are dotted paths whose first part is the digest chapter (`gambling`, `noon`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of the digest: a stable id, the digest section and a short statement."""

    id: str
    section: str
    title: str

    def cite(self) -> str:
        """How a refusal names this rule: `rule noon.move.booted (§4.2 ...)`."""
        return f"rule {self.id} (§{self.section} {self.title})"

    @property
    def heading(self) -> str:
        """The digest section's own heading ("4.2 Moving"), for a reader looking it up."""
        name = SECTIONS.get(self.section) or SECTIONS.get(self.section.split(".")[0], "")
        return f"{self.section} {name}".strip()


#: The rules digest's section headings, by number (job steps 6.1-6.6 are the numbered
#: steps of §6; C1 is DESIGN.md's decision contract).
SECTIONS: dict[str, str] = {
    "1.2": "Card types",
    "1.3": "Stats",
    "1.4": "Keywords",
    "2.2": "Setup",
    "2.3": "Layout",
    "3": "The day",
    "3.1": "Gamblin' (lowball)",
    "3.2": "Upkeep",
    "3.3": "High Noon",
    "3.4": "Sundown",
    "3.5": "Shoppin'",
    "3.6": "Trading",
    "4.1": "Adjacency",
    "4.2": "Moving",
    "4.3": "Deed control",
    "5": "Call outs and shootouts",
    "5.1": "Call out",
    "5.2": "Posse formation",
    "5.3": "Breakin' & Enterin'",
    "5.4": "Shootout round",
    "5.5": "Draw hands and bonuses",
    "5.6": "Hand ranks, jokers, cheatin'",
    "5.7": "Winner and casualties",
    "5.8": "Take Yer Lumps",
    "5.9": "Run or Gun",
    "6": "Jobs",
    "6.1": "Jobs: start",
    "6.2": "Jobs: the leader's posse",
    "6.3": "Jobs: opposing",
    "6.4": "Jobs: unopposed",
    "6.5": "Jobs: opposed",
    "6.6": "Jobs: afterwards",
    "7.1": "Pulls",
    "7.2": "Spells",
    "7.3": "Gadgets",
    "7.4": "Kung Fu",
    "8.1": "Play types",
    "8.2": "Event order, traits, reacts",
    "8.3": "Durations",
    "9.1": "Ghost rock, influence, control",
    "9.2": "Bounty and wanted dudes",
    "9.3": "Harrowed and piles",
    "9.4": "Experienced",
    "10": "Winning",
    "13": "Edge cases",
    "C1": "Decisions (DESIGN.md contract C1)",
}


_RULES = (
    # §1.4 keywords
    Rule(
        "unique",
        "1.4",
        "no two of your same-title unique cards in play, nor one while its title is in your Boot Hill",
    ),
    Rule(
        "attachments.limit",
        "1.4",
        "a dude keeps one Weapon, one Horse and one Attire: after a play, its controller discards the rest",
    ),
    # §1.2 card types
    Rule("token", "1.2", "a token enters play only by an effect; leaving play, it is removed from the game"),
    Rule(
        "condition.town_square",
        "1.2",
        "a Condition attached to the town square stays in play there, not discarded after its play",
    ),
    # §2 setup
    Rule("setup.stash", "2.2", "stash = outfit wealth + legend wealth"),
    Rule(
        "legend.in_play",
        "1.2",
        "a legend is in play beside its outfit from the start; its abilities are its owner's",
    ),
    Rule("setup.starting_gang", "2.2", "starting gang: at most 5 dudes, cost within the stash"),
    Rule("setup.starting_gang.core_deed", "2.2", "at most one Core deed may start in play"),
    Rule("setup.starting_gang.unique", "2.2", "no two cards with the same unique title"),
    Rule("setup.starting_gang.grifter", "2.2", "at most one Grifter in the starting gang"),
    Rule(
        "setup.starting_gang.gadget",
        "2.2",
        "a Gadget dude must be invented first: it starts in the gang only where its text allows",
    ),
    Rule(
        "setup.starting_gang.barred",
        "2.2",
        "a card printed 'cannot be in your starting gang' never starts in it",
    ),
    Rule("setup.draw", "2.2", "shuffle the deck and draw a 5-card play hand"),
    Rule("setup.first_player", "2.2", "a random player is first on day one"),
    # §3 the day
    Rule("day.step", "3", "each step of the day offers only its own plays"),
    # §3.1 gamblin'
    Rule("gambling.ante", "3.1", "each player antes 1 ghost rock into the pot"),
    Rule("gambling.ante.borrow", "3.1", "a player with no ghost rock borrows 1 and becomes a debtor"),
    Rule("gambling.draw", "3.1", "each player draws a 5-card lowball hand"),
    Rule("gambling.reveal", "3.1", "lowball hands are revealed"),
    Rule("gambling.cheatin", "3.1", "cheatin' resolutions only against an illegal hand, one per player"),
    Rule("gambling.lowball", "3.1", "the lowest hand wins lowball"),
    Rule("gambling.lowball.tie", "3.1", "an exact lowball tie is redrawn"),
    Rule(
        "gambling.lowball.draw",
        "3.1",
        "lowball that only ties ends with no winner: antes back, same first player",
    ),
    Rule("gambling.pot", "3.1", "the winner takes the pot and becomes first player"),
    Rule("gambling.pot.debt", "3.1", "a debtor repays the borrowed ghost rock from the pot"),
    Rule("gambling.pot.added", "3.1", "ghost rock a card adds to the pot is won with the antes"),
    Rule(
        "gambling.before_discard",
        "3.1",
        "'before discarding your lowball draw hand' reacts answer while the hands are whole, after a tie too",
    ),
    Rule("gambling.discard", "3.1", "draw hands are discarded; revealed jokers are aced"),
    # §3.2 upkeep
    Rule("upkeep.production", "3.2", "owners collect production from what they own and control"),
    Rule("upkeep.production.debt", "3.2", "a debtor repays 1 ghost rock from production"),
    Rule("upkeep.pay", "3.2", "pay the upkeep of every card you keep"),
    Rule("upkeep.discard", "3.2", "discard cards rather than pay their upkeep"),
    Rule("upkeep.afford", "3.2", "you cannot keep cards whose total upkeep exceeds your stash"),
    # §3.3 high noon
    Rule("noon.turn", "3.3", "High Noon turns go in player order, one action each"),
    Rule("noon.pass", "3.3", "High Noon ends when all players pass consecutively"),
    Rule("noon.once_per_day", "3.3", "a card ability is used once per day unless it says Repeat"),
    Rule("play.another", "8.1", "a player told to make another play makes it before the turn passes"),
    Rule(
        "play.chosen_instead",
        "8.1",
        "a React to a declared play may change the card it chose: the play resolves on that one",
    ),
    Rule(
        "play.after",
        "8.1",
        "'after each play (including passing)' answers each play and each pass of a window",
    ),
    Rule("ability.extra_use", "3.3", "an ability that may be used another time gets one more use"),
    Rule("noon.play_type", "8.1", "an ability is played only in its own play window"),
    Rule(
        "noon.actions",
        "3.3",
        "shoppin', moving, trading and calling out are actions of your own High Noon turn",
    ),
    # §3.5 shoppin'
    Rule("noon.shoppin", "3.5", "shoppin': play a dude, deed, goods or spell from hand, paying its cost"),
    Rule("noon.shoppin.cost", "3.5", "you must be able to pay the card's cost"),
    Rule("noon.shoppin.action", "3.5", "action cards are played, never shopped"),
    Rule(
        "noon.shoppin.attach",
        "3.5",
        "goods and spells attach to your unbooted dude at a location you control",
    ),
    Rule("noon.shoppin.skill", "3.5", "a spell needs a dude with the matching skill"),
    Rule(
        "noon.shoppin.totem",
        "3.5",
        "a Totem attaches to a location you control where you have an unbooted Shaman",
    ),
    Rule("noon.shoppin.only_attach", "3.5", "a card that can only attach to some cards attaches to no other"),
    Rule(
        "noon.shoppin.cannot_have",
        "3.5",
        "a card that cannot have some attachments attached is given none of them",
    ),
    Rule("noon.shoppin.deed", "2.3", "a new deed goes at the left or right end of your street"),
    Rule(
        "shootout.shoppin",
        "3.5",
        "goods and spells are shopped as Shootout plays only when a card allows it, onto a dude in a posse",
    ),
    # §3.6 trading
    Rule("noon.experienced", "9.4", "replace your dude with a version one experience level away, once a day"),
    Rule("noon.trade", "3.6", "trade goods between your unbooted dudes at a location you control"),
    Rule("noon.trade.back", "3.6", "the receiving dude may trade goods back in the same trade"),
    # §3.4 sundown / nightfall
    Rule("sundown.victory", "10", "control points above every opponent's influence win at Sundown"),
    Rule("sundown.victory.tie", "10", "two winners with equal control points: nobody wins"),
    Rule(
        "sundown.victory.influence_limit",
        "10",
        "an influence total limited at each location counts each location's dudes up to the limit",
    ),
    Rule("sundown.discard", "3.4", "each player may discard one card, winner first"),
    Rule("sundown.refill", "3.4", "each player draws up to hand size"),
    Rule("sundown.hand_limit", "3.4", "a player over hand size discards down to it"),
    Rule("sundown.unboot", "3.4", "every card unboots"),
    Rule(
        "sundown.pay_to_unboot", "3.4", "a card kept booted unless paid for unboots once its controller pays"
    ),
    Rule("sundown.end_of_day", "3.4", "day-long effects and ability uses end"),
    # §4 locations
    Rule("move.unbooted", "4.2", "a standard move needs an unbooted dude during High Noon"),
    Rule("move.free", "4.2", "home to adjacent, and town square to adjacent but your home, do not boot"),
    Rule("move.boot", "4.2", "every other move boots the dude"),
    Rule("move.freed", "4.2", "an effect may free a move that would boot (home to Out of Town deeds)"),
    Rule("move.destination", "4.2", "a dude moves to another location in play"),
    Rule("move.cannot_move", "4.2", "a dude who cannot move from his location moves by no means"),
    Rule("location.adjacency", "4.1", "street neighbours and the town square are adjacent"),
    Rule("location.adjacency.card", "4.1", "a card in play can make locations adjacent while it is in play"),
    Rule("location.nearby", "4.1", "nearby is the same location or an adjacent one"),
    Rule("location.control", "4.3", "a deed's controller has the most influence there; ties to the owner"),
    # §8 abilities and effects
    Rule("ability.cost", "8.1", "an ability's costs must be payable before it is used"),
    Rule(
        "ability.booted_to_use", "8.1", "a dude booted by paying an ability's costs boots to use that ability"
    ),
    Rule("cost.modifier", "8.1", "a card's cost changes by every modifier in force, never below 0"),
    Rule(
        "cost.chosen_reduction",
        "8.1",
        "a reduction of a card's own cost chosen as it is played: affordable with the best choice",
    ),
    Rule("ability.condition", "8.1", "an ability's requirement must be satisfiable"),
    Rule("ability.target", "8.1", "an ability needs a legal target"),
    Rule(
        "effects.other_players",
        "8.1",
        "a dude protected from other players' card effects is not booted or sent home booted by them",
    ),
    Rule(
        "effects.protected_from_kind",
        "8.1",
        "a card protected from other players' abilities of a kind (Shootout, React, non-Cheatin' "
        "Resolution, action cards, spells) is no legal choice for them and their effects leave it out",
    ),
    Rule("ability.controller", "8.1", "Controller abilities belong to the deed's controller"),
    Rule("ability.owner", "4.3", "a deed's abilities not printed as Controller stay with its owner"),
    Rule("ability.react", "8.2", "reacts are offered after their event, each once per event"),
    Rule("ability.cancelled", "8.1", "a cancelled play keeps its costs paid and resolves without effect"),
    Rule("ability.trait", "8.2", "traits resolve without a choice"),
    Rule(
        "replacement.held",
        "8.2",
        "a game action a card could replace waits for its reacts before it happens",
    ),
    Rule("replacement.instead", "8.2", "a replaced action does not happen; what replaced it does"),
    Rule(
        "ability.granted",
        "8.1",
        "an ability a card grants others is each receiver's own while the grant holds",
    ),
    Rule(
        "effect.restriction",
        "8.3",
        "a card that cannot be booted, moved, discarded or aced by some card effects is not, by those",
    ),
    Rule("effect.expiry", "8.3", "lasting effects end when their duration ends"),
    Rule(
        "effect.spared",
        "8.3",
        "an effect may keep other players' card effects from acing or discarding a player's dudes",
    ),
    Rule(
        "effect.minimum_grit",
        "1.3",
        "a 'minimum grit of N for your card effects' counts only for the card effects of the player who gave it",
    ),
    Rule(
        "effect.opposing_value",
        "1.3",
        "a value bonus 'for the purpose of opposing card effects' counts only for an opponent's card effects",
    ),
    Rule(
        "effect.not_reduced",
        "8.3",
        "a stat that other players' abilities cannot reduce ignores their reductions, earlier or later",
    ),
    Rule(
        "effect.only_attached_goods",
        "1.3",
        "a dude whose bullets only his attached goods may modify ignores every other bullet effect",
    ),
    Rule(
        "effect.at_least",
        "1.3",
        "a stat that 'cannot be less than N' reads N whatever lowers it; what raises it counts above",
    ),
    # §9 economy
    Rule("economy.influence", "9.1", "total influence counts all your dudes in play"),
    Rule("economy.control", "9.1", "total control counts everything you control"),
    Rule(
        "economy.take",
        "9.1",
        "taking ghost rock from a player takes what they have, up to the amount, unless an effect forbids it",
    ),
    Rule(
        "economy.ghost_rock_on_cards",
        "9.1",
        "ghost rock on a card pays only for what its text allows, before the stash",
    ),
    Rule("economy.upkeep.faction", "1.3", "an off-faction dude's upkeep rises by its influence"),
    # §5 call outs and shootouts
    Rule("callout", "5.1", "your unbooted dude calls out an opposing dude at the same location"),
    Rule("callout.caller", "5.1", "the caller is your unbooted dude"),
    Rule("callout.callee", "5.1", "the callee is an opposing dude at the caller's location"),
    Rule("callout.home", "5.1", "a dude cannot be called out at their own home"),
    Rule("callout.refuse", "5.1", "a dude who refuses a call out runs home booted"),
    Rule(
        "send_home", "4.2", "a dude a card sends home goes home booted, unless the card says without booting"
    ),
    Rule(
        "going_home.instead",
        "8.2",
        "a dude who would go home booted (refusing a call out, fleeing, after a job) does what a react prints instead",
    ),
    Rule(
        "callout.refuse.stays",
        "5.1",
        "an effect may let a dude refuse a call out without moving home booted: he stays where he is",
    ),
    Rule("callout.answer", "5.1", "the called-out dude's controller accepts or refuses the call out"),
    Rule("callout.must_accept", "5.1", "a booted callee, or one an effect forbids to refuse, must accept"),
    Rule(
        "callout.refusal_fee",
        "5.1",
        "a call out that costs ghost rock to refuse is refused by paying it, else accepted",
    ),
    Rule("callout.accept", "5.1", "an accepted call out starts a shootout"),
    Rule(
        "callout.nearby",
        "5.1",
        "a callee an ability calls out at an adjacent location is met there: the caller boots and moves",
    ),
    Rule("shootout.start", "5", "a shootout starts with a leader and a mark"),
    Rule("shootout.posse", "5.2", "dudes at the location join free; unbooted adjacent dudes boot to join"),
    Rule("shootout.closed", "5.2", "no dude but the leader and the mark joins a closed shootout"),
    Rule(
        "shootout.last_round",
        "5.4",
        "a shootout that ends after N rounds ends after its Nth round, won by that round's winner",
    ),
    Rule(
        "shootout.breakin_and_enterin",
        "5.3",
        "fighting at a home or Private deed you don't own earns 1 bounty",
    ),
    Rule(
        "shootout.breakin_and_enterin.exempt",
        "5.3",
        "a dude a card exempts gains no Breakin' & Enterin' bounty",
    ),
    Rule(
        "shootout.round",
        "5.4",
        "each round: plays, shooters, draw, reveal, resolution, casualties, run or gun",
    ),
    Rule("shootout.plays", "5.4", "shootout plays alternate from the first player with dudes in the fight"),
    Rule(
        "shootout.plays_first",
        "5.4",
        "a card may give a player a shootout play before the first player makes the first play",
    ),
    Rule("shootout.discard", "5.4", "draw hands are discarded after the round; revealed jokers are aced"),
    Rule(
        "draw_hand.back_to_deck",
        "8.3",
        "a card an effect says goes back into the deck is shuffled in before the draw hand is discarded",
    ),
    Rule(
        "draw_hand.keep_a_card",
        "8.3",
        "an effect may let a player place a card of their discarded draw hand into their play hand",
    ),
    Rule("shootout.join", "5.2", "a card effect may bring a dude into a posse during the shootout"),
    Rule(
        "shootout.posse_closed",
        "5.2",
        "a posse whose member is under 'other dudes cannot join his posse' takes no other dude",
    ),
    Rule(
        "shootout.posses_held",
        "5.2",
        "while posses are held, shootout plays send no dude home booted and bring none into a posse",
    ),
    Rule("shootout.abilities", "5.4", "a dude's shootout abilities work only while it is in a posse"),
    Rule(
        "shootout.changes_sides",
        "5.2",
        "a dude who joins the other posse for the shootout fights under its player's control, then goes home booted",
    ),
    Rule("shootout.shooter", "5.4", "each side picks a shooter from its posse"),
    Rule(
        "shootout.shooter.highest_grit",
        "5.4",
        "an effect may make a side pick its highest grit dude as shooter",
    ),
    Rule("shootout.draw", "5.5", "draw 5 + stud bonus, redraw up to the draw bonus, keep 5"),
    Rule("shootout.draw.stud_penalty", "5.5", "a stud penalty lowers the posse's stud bonus, never below 0"),
    Rule(
        "shootout.draw.only_shooter",
        "5.5",
        "where an effect says only the shooter contributes, the other posse dudes add to neither bonus",
    ),
    Rule(
        "shootout.draw.posse_bonus",
        "5.5",
        "a dude an effect says gives his posse a +1 stud or draw bonus adds it while in the posse",
    ),
    Rule(
        "shootout.draw.opposing_posse_bonus",
        "5.5",
        "a dude an effect says gives the opposing posse a bonus of his bullet type adds 1 to theirs while in a posse",
    ),
    Rule(
        "shootout.draw.no_contribution_unless_shooter",
        "5.5",
        "a dude an effect says does not contribute unless the shooter adds nothing as a non-shooter",
    ),
    Rule(
        "shootout.draw.no_contribution",
        "5.5",
        "a dude an effect says does not contribute to draw hands adds to neither bonus",
    ),
    Rule(
        "shootout.draw.by_influence",
        "5.5",
        "an effect may make the shooter add its influence instead of its bullets to its type's bonus",
    ),
    Rule(
        "shootout.draw.switched",
        "5.5",
        "an effect may switch a player's total stud bonus and total draw bonus for their draw",
    ),
    Rule("shootout.redraw", "5.5", "no more redraws than the draw bonus, each from your own draw hand"),
    Rule(
        "shootout.redraw.extra",
        "5.5",
        "a card may let you draw extra cards when you redraw; the hand is then discarded down to five",
    ),
    Rule("shootout.cheatin", "5.6", "a cheatin' resolution is played only against an illegal hand"),
    Rule("cheatin.once", "13.6", "one cheatin' resolution per player per round"),
    Rule(
        "cheatin.second", "5.6", "an effect may let a second cheatin' resolution be played against a player"
    ),
    Rule("cheatin.protected", "5.6", "no cheatin' resolution is played on a player an effect protects"),
    Rule("shootout.reveal", "5.6", "draw hands are revealed and ranked"),
    Rule(
        "shootout.rank_modifier", "5.6", "effects raise or lower a hand's rank; the total stays within 1..11"
    ),
    Rule(
        "shootout.rank_modifier.lasting",
        "5.6",
        "a lasting effect may raise or lower a hand's rank while it lasts, read when the rank is",
    ),
    Rule(
        "shootout.rank_locked",
        "5.6",
        "while an effect says hand ranks cannot be modified by abilities of a type, such abilities do not modify them",
    ),
    Rule(
        "shootout.casualties_locked",
        "5.7",
        "while an effect says casualties cannot be increased or decreased by abilities of a type, such abilities do not",
    ),
    Rule("shootout.winner", "5.7", "the higher total rank wins the round"),
    Rule("shootout.tie", "5.7", "an exact tie has no winner"),
    Rule(
        "shootout.casualties", "5.7", "the loser takes the rank difference as casualties; tied ranks 1 each"
    ),
    Rule(
        "shootout.casualties.increased",
        "5.7",
        "an effect may increase a player's casualties this round, winner or loser, as they are set",
    ),
    Rule(
        "shootout.casualties.doubled",
        "5.7",
        "an effect may double a player's casualties this round, after increases and before reductions",
    ),
    Rule("shootout.casualties.discard", "5.8", "discarding a dude covers 1 casualty (Harrowed 2)"),
    Rule("shootout.casualties.ace", "5.8", "acing a dude covers 2 casualties (Harrowed 3)"),
    Rule("shootout.casualties.send_home", "5.8", "sending a Harrowed dude home booted covers 1 casualty"),
    Rule(
        "shootout.casualties.exact",
        "5.8",
        "casualties are covered exactly while the posse can: no choice may cover more than needed",
    ),
    Rule("shootout.casualties.first", "5.8", "a dude that must be the first casualty is chosen first"),
    Rule(
        "shootout.casualties.posse", "5.8", "casualties are covered by dudes and sidekicks of your own posse"
    ),
    Rule("shootout.casualties.overflow", "5.8", "casualties beyond what a posse can absorb are ignored"),
    Rule(
        "shootout.casualties.protected",
        "5.8",
        "a dude that cannot be a casualty covers none: casualties nobody can cover are ignored",
    ),
    Rule(
        "shootout.casualties.replaced",
        "5.8",
        'an effect may replace how a casualty is taken ("instead"); it still covers its casualties',
    ),
    Rule(
        "shootout.casualties.prevented",
        "5.8",
        "an effect may prevent a casualty being taken: the dude stays in the posse and still covers them",
    ),
    Rule(
        "shootout.casualties.added",
        "5.7",
        "an effect may give a player more casualties to take this round, even after they were set",
    ),
    Rule(
        "shootout.casualties.reduced",
        "5.7",
        "an effect may reduce a player's casualties this round, never below 0, as they are set",
    ),
    Rule("shootout.bounty", "9.2", "a wanted dude taken as a casualty pays its bounty to the opponent"),
    Rule("shootout.run_or_gun", "5.9", "fleeing dudes go home booted and leave the posse"),
    Rule("ability.borrowed", "8.1", "an ability may use another card's ability on the terms it prints"),
    Rule("shootout.end", "5.9", "a shootout ends when a posse is empty"),
    Rule("shootout.ended_at_once", "5.9", "a card that ends the shootout at once skips the rest of it"),
    Rule("keyword.headline", "1.4", "one Headline is played per shootout, or per day outside shootouts"),
    Rule("shootout.melee", "1.4", "a Melee weapon gives no bullets against an unbooted non-Melee Weapon"),
    Rule(
        "bounty.collect",
        "9.2",
        "a wanted dude discarded or aced as a casualty or by an opponent's effect pays its bounty",
    ),
    Rule("harrowed.card_effect", "9.3", "a Harrowed dude aced by a card effect is discarded instead"),
    Rule(
        "ace.unpreventable",
        "9.3",
        "an ace printed 'cannot be prevented' is neither spared nor replaced, and a Harrowed dude is aced",
    ),
    Rule(
        "piles.look_at_top",
        "9.3",
        "looking at the top cards of a deck: only what it holds, left in order unless moved",
    ),
    Rule(
        "piles.discard_locked",
        "9.3",
        "a locked discard pile: card effects neither take its cards nor play them; the rules still reshuffle it",
    ),
    Rule(
        "sundown.discard_hand", "3.4", "an effect may make a player discard their whole hand during Sundown"
    ),
    Rule(
        "piles.run_out",
        "9.3",
        "out of cards even after reshuffling the discard pile: draw fewer, a smaller hand",
    ),
    # §6 jobs
    Rule("job.leader", "6.1", "a job needs an unbooted dude to lead it"),
    Rule("job.mark", "6.1", "a job needs a legal mark"),
    Rule("job.start", "6.1", "a Noon Job ability starts a job"),
    Rule("job.posse", "6.2", "the leader's posse: unbooted dudes at or adjacent to the leader or the mark"),
    Rule(
        "job.leader_alone",
        "6.2",
        "a job printed 'no other dudes can join your posse' is led by its leader alone",
    ),
    Rule("job.cancel", "6.2", "a cancelled job refunds its costs"),
    Rule("job.opposing", "6.3", "the mark's side may oppose with dudes at or adjacent to the mark"),
    Rule("job.unopposed", "6.4", "an unopposed job succeeds without a shootout"),
    Rule("job.success", "6.5", "a job succeeds when the leader's posse wins"),
    Rule("job.fail", "6.5", "a job fails when the leader's posse does not win"),
    Rule("job.home", "6.6", "the leader's posse goes home booted after the job"),
    # §7 pulls
    Rule("pull.card", "7.1", "a pull flips the top card of the deck, then discards it"),
    Rule("pull.joker", "7.1", "the puller names a pulled joker's value and suit"),
    Rule("pull.skill_check", "7.1", "a skill check succeeds if pull + skill rating reaches the difficulty"),
    Rule("pull.increased", "7.1", "an effect may increase a pull's value before it is used"),
    Rule(
        "gadget.inventor",
        "7.3",
        "a shopped Gadget is invented by the Mad Scientist it is attached to; one played paying all "
        "costs, by any of your Mad Scientists at a location you control",
    ),
    Rule(
        "gadget.invent",
        "7.3",
        "the scientist boots and pulls + rating against the difficulty; failure discards it",
    ),
    Rule(
        "gadget.dude",
        "7.3",
        "a Gadget dude is invented by one of your scientists at a location you control; on success "
        "it enters play (at the scientist's location if its text says so), on failure it is discarded",
    ),
    Rule("kung_fu.technique", "7.4", "a technique is performed by a Kung Fu dude in your posse"),
    Rule(
        "kung_fu.test",
        "7.4",
        "a technique works if the pull is not above the dude's value (Kung Fu included, 13 max)",
    ),
    Rule(
        "kung_fu.combo", "7.4", "a successful combo lets the dude perform another technique of the same Tao"
    ),
    Rule(
        "kung_fu.tao.attach",
        "7.4",
        "a resolved Tao technique attaches to its dude (booted if it failed) until the shootout or phase ends",
    ),
    Rule("spell.cast", "7.2", "a spell is cast by its dude with the matching skill"),
    Rule("spell.totem", "7.2", "a Totem is cast by a Shaman of its player standing at its location"),
    # decisions (contract C1)
    Rule("decision.turn", "C1", "only the player a decision belongs to may answer it"),
    Rule("decision.option", "C1", "an answer must be one of the legal options"),
)

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def unknown_rule(rule_id: str) -> str | None:
    """None if `rule_id` is a rule; else the message, with the nearest id."""
    if rule_id in RULES:
        return None
    from difflib import get_close_matches

    close = get_close_matches(rule_id, list(RULES), n=1)
    hint = f" Did you mean '{close[0]}'?" if close else ""
    return f"Unknown rule id '{rule_id}'.{hint} `gomorra rules` lists every rule id."


def rule(rule_id: str) -> Rule:
    """The rule with this id; a typo is a programming error, so it fails loudly."""
    try:
        return RULES[rule_id]
    except KeyError:
        raise KeyError(f"unknown rule id {rule_id!r}; add it to engine/rules.py") from None
