"""Game actions: the only way card scripts and phases change the state (DESIGN.md §3).

Each action checks what it needs, changes the state, writes the rules trace and
records the events it causes (`Game.emit`), which the engine resolves at the end of
the step. Scripts call these, never raw field writes, so every change is seen by
reacts, traits and the fuzzer's invariants alike.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.actions_ghost_rock import GhostRockActions
from engine.bounty import bounty_extra, pay_extra
from engine.card_effects import NOT_SENT_HOME_BY_OPPONENTS, protected_from
from engine.card_effects import current as current_card_effect
from engine.discard_pile import held
from engine.hands import MAX_RANK, MIN_RANK
from engine.legends import stays_in_play
from engine.locations import cannot_move
from engine.losses import record_loss
from engine.posse_holds import RULE as HELD
from engine.posse_holds import held_against_this_play
from engine.protection import spared
from engine.replacements import SEND_HOME, announce
from engine.restrictions import (
    ACED,
    BOOTED,
    DISCARDED,
    MOVED,
    control_point_refused,
    held_in_the_shootout,
    kept_in_boot_hill,
    kept_in_the_shootout,
    refused,
)
from engine.zones import Zone

#: The uses a Headline played counts against: one Headline per shootout, or one per day
#: outside shootouts (§1.4). Kept as ability uses, so that boards and snapshots carry them (C3).
HEADLINE_IN_SHOOTOUT = "headline:shootout"
HEADLINE_TODAY = "headline:day"

if TYPE_CHECKING:
    from engine.abilities import CardAbility
    from engine.game import Game
    from engine.model import Card, Player
    from engine.pulls import PullMade
    from engine.shootout_state import Shootout


def is_headline(card: Card) -> bool:
    return card.type == "action" and card.has_keyword("Headline")


def headline_use(game: Game) -> tuple[str, str]:
    """The use a Headline played now counts against, and the period its limit runs for."""
    return (HEADLINE_IN_SHOOTOUT, "shootout") if game.shootout is not None else (HEADLINE_TODAY, "day")


class Actions(GhostRockActions):
    def __init__(self, game: Game) -> None:
        self.game = game

    # -- boot state -----------------------------------------------------------------
    def boot(self, card: Card, *, by: Card | None = None) -> None:
        """Boot `card` (turn it sideways); booting a booted card does nothing, nor does
        another player's card effect booting a card protected from it (`engine.card_effects`).
        Booting a dude in play is announced first ("when this dude would be booted",
        `engine.replacements`). `by` is the card whose ability boots it — an ability's boot
        cost names its card; by default, the card whose ability is resolving now: the
        `onCardBooted` event carries it, for "after another Miracle boots your dude" (Babble
        On)."""
        if card.booted or self._boot_refused(card):
            return
        if by is None:
            effect = current_card_effect(self.game)
            by = effect.source if effect is not None else None
        if card.is_dude and card.in_play:
            announce(self.game, "onCardWouldBeBooted", partial(self._boot, card, by), card=card)
        else:
            self._boot(card, by)

    def _boot_refused(self, card: Card) -> bool:
        """Whether the card effect resolving now may not boot `card` (Strength of the
        Ancestors, Buffalo Emporium: `engine.restrictions`); says so in the log."""
        return refused(self.game, card, BOOTED)

    def _boot(self, card: Card, by: Card | None = None) -> None:
        if not card.booted:
            card.booted = True
            self.game.emit("onCardBooted", card=card, by=by)

    def unboot(self, card: Card) -> None:
        """Unboot `card`; unbooting an unbooted card does nothing."""
        if card.booted:
            card.booted = False
            self.game.emit("onCardUnbooted", card=card)

    # -- hand ranks (§5.6) ------------------------------------------------------------
    def modify_rank(self, player: Player, amount: int) -> bool:
        """Raise (or lower) a player's draw hand rank for the round; totals clamp to 1..11.
        Refused while a lock stops abilities of the resolving one's type from modifying hand
        ranks (`engine.type_locks`); returns whether the rank was modified, so the ability
        logs only what happened."""
        from engine.type_locks import HAND_RANK, refuses

        if refuses(self.game, player, HAND_RANK):
            return False
        player.rank_modifier += amount
        self.game.trace("shootout.rank_modifier")
        self.game.emit("onHandRankModified", player=player, amount=amount)
        return True

    def set_rank(self, player: Player, rank: int) -> None:
        """ "Your draw hand rank equals N": the rank modifier that makes the revealed hand's
        total `rank` (clamped to 1..11); later modifiers apply on top of it (§5.6)."""
        result = self.game.hand_results.get(player.index)
        if result is None:
            raise RuntimeError(f"{player.name} has no revealed draw hand to set the rank of")
        from engine.hand_rank import rank_modifier

        target = max(MIN_RANK, min(MAX_RANK, rank))
        self.modify_rank(player, target - result.total(rank_modifier(self.game, player)))

    # -- editing draw hands (§5.5, §5.6) --------------------------------------------
    # Each edit changes cards only; `rank_draw_hand` ranks the hand again once the effect
    # is done (Ghostly Gun adds a sixth card and then discards one).
    def change_draw_hand_card(self, card: Card, value: int, suit: str) -> None:
        """ "Changes to the suit and value of your choice": the card counts as that face
        until it leaves the draw hand; a natural card stays natural for cheatin', a joker
        stays a joker (§5.6)."""
        from engine.draw_hands import playing_card
        from engine.hands import PlayingCard

        card.drawn_as = PlayingCard(value, suit, playing_card(card).joker)
        self.game.emit("onDrawHandCardChanged", card=card, value=value, suit=suit)

    def exchange_draw_hands(self, first: Player, second: Player) -> None:
        """ "Exchange draw hands": the cards swap holders and stay their owners' cards (they
        go to their owners' piles afterwards); rank modifiers stay with the players."""
        first.draw_hand[:], second.draw_hand[:] = list(second.draw_hand), list(first.draw_hand)
        self.game.emit("onDrawHandsExchanged", players=[first, second])

    def put_into_draw_hand(self, card: Card, holder: Player) -> None:
        """ "Put this card into your draw hand" (from play or from a play hand): it leaves
        its zone and counts as a card of `holder`'s draw hand until the hand is discarded."""
        self._leave_current_zone(card)
        card.zone = Zone.DRAW_HAND
        holder.draw_hand.append(card)
        self.game.emit("onCardPutIntoDrawHand", card=card, player=holder)

    def rank_draw_hand(self, holder: Player, *, legal: bool = False, modifies_rank: bool = False) -> None:
        """Rank `holder`'s edited draw hand again and log it (§5.6): the new rank decides
        the round or lowball, and whether the hand is cheatin' (never with `legal`: "your
        new hand is considered legal"). `modifies_rank` is printed "this counts as modifying
        your hand rank": the change of rank counts as a modifier — a raised hand is the
        worst of its new rank in tie-breaks (§5.6) — and emits `onHandRankModified`."""
        from engine.draw_hands import rank_again

        before = self.game.hand_results.get(holder.index)
        after = rank_again(self.game, holder, legal=legal, modifies_rank=modifies_rank)
        if modifies_rank:
            amount = int(after.rank) - (0 if before is None else int(before.rank))
            self.game.emit("onHandRankModified", player=holder, amount=amount)

    def replace_pull(self, made: PullMade, card: Card) -> None:
        """ "Discard the pull to replace it with this card": the pulled card goes (a joker
        aced, §7.1) and `card`, with its printed value and suit, is the pull; it leaves
        its zone and goes to the discard pile once the pull is used."""
        from engine.pulls import Pull, finish_pull

        finish_pull(self.game, made.pull)
        self._leave_current_zone(card)
        card.zone = Zone.PULLED
        self.game.pulled.append(card)
        made.pull = Pull(card, card.data.value or 0, card.data.suit or "")
        self.game.emit("onPullReplaced", card=card, player=made.player, dude=made.dude)

    def change_pull_suit(self, made: PullMade, suit: str) -> None:
        """ "Make the pull's suit hearts" (Analytical Cognisizer): the pull keeps its card
        and value and counts as `suit` for whatever uses it (§7.1)."""
        from engine.pulls import Pull

        pulled = made.pull
        made.pull = Pull(pulled.card, pulled.value, suit)
        self.game.emit("onPullReplaced", card=pulled.card, player=made.player, dude=made.dude)

    def increase_pull(self, made: PullMade, amount: int) -> None:
        """ "Increase the pull by N" (Prof. Aloysius Roe): the pull's value counts `amount`
        more for the check it is made for; the card pulled stays the same (§7.1)."""
        from engine.pulls import Pull

        pulled = made.pull
        made.pull = Pull(pulled.card, pulled.value + amount, pulled.suit)
        self.game.trace("pull.increased")

    # -- bounty ---------------------------------------------------------------------
    def add_bounty(self, dude: Card, amount: int = 1) -> None:
        """Raise the dude's bounty by `amount` ("raise that dude's bounty by 1").

        `onDudeGivenBounty` is the printed "whenever <dude> is given bounty" (Milt Clemons):
        it fires only when the bounty actually rises, unlike `onCardBountyChanged`, which a
        lowering fires too.
        """
        dude.bounty += amount
        self.game.emit("onCardBountyChanged", card=dude, amount=amount)
        if amount > 0:
            self.game.emit("onDudeGivenBounty", card=dude, amount=amount)

    def remove_bounty(self, dude: Card, amount: int = 1) -> None:
        """Lower a bounty, never below 0 nor below a "bounty at least N" effect (Sloane)."""
        floor = max(
            (
                int(spec.stat.rsplit(" ", 1)[1])
                for effect in self.game.effects.effects_on(dude)
                for spec in effect.specs
                if spec.kind == "flag" and spec.stat.startswith("bounty at least ")
            ),
            default=0,
        )
        removed = max(0, min(amount, dude.bounty - floor))
        dude.bounty -= removed
        self.game.emit("onCardBountyChanged", card=dude, amount=-removed)

    # -- ability limits (§3.3) ---------------------------------------------------------
    def allow_another_use(self, ability: CardAbility) -> None:
        """ "That ability can be used another time" (Good Stiff Drink), "you may use the
        Horse's ability an additional time" (Jon Longstride): one more use within its limit
        for the rest of the period; an unused ability may then be used twice."""
        self.game.grant_extra_use(ability.key)
        self.game.trace("ability.extra_use")
        self.game.emit("onAbilityUseGranted", ability=ability, card=ability.card)

    # -- plays (§8.1) -------------------------------------------------------------------
    def grant_another_play(self, player: Player) -> None:
        """ "Make another Noon play" / "You may make another Shootout play": once the play
        resolves, `player` plays again before the turn passes (`engine.windows.plays_again`);
        passing is that play, for a "may"."""
        player.extra_plays += 1

    # -- permanent tokens ---------------------------------------------------------------
    def add_control_point(self, card: Card) -> None:
        """ "Permanently gets 1 control point": a token that stays while the card is in play
        (unless a restriction keeps his dudes there from gaining one, `engine.restrictions`)."""
        if control_point_refused(self.game, card):
            return
        card.control_tokens += 1
        self.game.emit("onCardControlChanged", card=card, amount=1)

    def remove_control_points(self, card: Card) -> int:
        """ "Loses all his control points": the card's control point tokens go (its printed
        control points stay). Returns how many it lost."""
        lost, card.control_tokens = card.control_tokens, 0
        if lost:
            self.game.emit("onCardControlChanged", card=card, amount=-lost)
        return lost

    # -- movement (§4.2) ------------------------------------------------------------
    def move_dude(self, dude: Card, destination: str, *, boot: bool = False) -> bool:
        """Move `dude` to the location `destination` (a uid), booting him if `boot` (§4.2:
        moves by card effects boot only when the card says so, hence the default). A card
        effect a restriction forbids to move him leaves him where he is ("cannot be moved
        by opposing card effects", `engine.restrictions`), and a dude who "cannot move from
        this location" moves by no means (`engine.locations.cannot_move`). The move is
        announced first ("when this dude would be moved", `engine.replacements`); whether he
        boots is decided now, by whose card effect moves him (`_boot_refused`). Returns
        whether the dude is moved, so the ability logs only what happened."""
        if self._kept_from_moving(dude, destination):
            return False
        shootout = self.game.shootout
        away = shootout is not None and destination != shootout.location
        if away and self._held_in_the_posse(dude, leaving_unbooted=True):
            return False
        boot = boot and not dude.booted and not self._boot_refused(dude)
        announce(
            self.game,
            "onDudeWouldBeMoved",
            partial(self._move_dude, dude, destination, boot),
            card=dude,
            destination=destination,
            boot=boot,
        )
        return True

    def _kept_from_moving(self, dude: Card, destination: str) -> bool:
        """Whether `dude` stays where he is instead of going to `destination`: a restriction
        forbids the card effect resolving now to move him (`engine.restrictions`, it logs
        why), or he "cannot move from this location" (`engine.locations.cannot_move`)."""
        if destination == dude.location:
            return False
        if held_in_the_shootout(self.game, dude):
            return True
        if refused(self.game, dude, MOVED):
            return True
        if cannot_move(self.game, dude):
            self.game.log.add("{0} cannot move from {1}", dude, self.game.locations.name(dude.location or ""))
            return True
        return False

    def _held_in_the_posse(self, dude: Card, *, leaving_unbooted: bool) -> bool:
        """Whether a hold on the posses keeps `dude` in his posse against the Shootout play
        resolving now (`engine.posse_holds`): he stays, unbooted, and the log says so."""
        shootout = self.game.shootout
        if shootout is None or not shootout.in_posse(dude):
            return False
        if not held_against_this_play(self.game, leaving_unbooted=leaving_unbooted):
            return False
        self.game.trace(HELD)
        self.game.log.add("{0} remains in the posse without booting", dude)
        return True

    def _move_dude(self, dude: Card, destination: str, boot: bool) -> None:
        origin = dude.location
        if boot:
            self._boot(dude)
        dude.location = destination
        if origin != destination:
            self.game.effects.card_moved(dude)
        self._leave_posse_if_away(dude)
        self.game.emit("onDudeMoved", card=dude, origin=origin, target=destination)

    def _leave_posse_if_away(self, dude: Card) -> None:
        """A dude who moves away from a shootout in progress leaves its posse (§4.2). A
        job's joiners are not at its mark yet: moving does not take them out of it."""
        shootout = self.game.shootout
        if shootout is not None and shootout.in_posse(dude) and dude.location != shootout.location:
            self._leave_posse(shootout, dude)

    def remove_from_posse(self, dude: Card) -> None:
        """ "Is no longer in the posse": the dude leaves every posse it is in, wherever it
        stands (a swap that leaves it at the fight's location, §5.2) — unless a card effect
        may not take it out of a shootout (`engine.restrictions.held_in_the_shootout`)."""
        if held_in_the_shootout(self.game, dude):
            return
        self._leave_all_posses(dude)

    def _leave_all_posses(self, card: Card) -> None:
        """A card that leaves play is in no posse any more, whatever the stage: a job's
        posses still forming, posse formation, plays, draw, casualties, Run or Gun (§5.2,
        §6.2). It is no longer a shooter either (`Shootout.remove`)."""
        for shootout in self.game.open_posses():
            if shootout.in_posse(card):
                self._leave_posse(shootout, card)

    def _leave_posse(self, shootout: Shootout, dude: Card) -> None:
        shootout.remove(dude)
        self.game.emit("onDudeLeftPosse", card=dude, shootout=shootout)

    def send_home(self, dude: Card, *, booted: bool = True) -> bool:
        """Home (booted, usually); a dude sent home leaves its posse even when the fight is
        at its own home (§5.9). The event says where from and whether booted: "after a dude
        goes home booted from this location" (Wendy's Teethkickers). Another player's card
        effect cannot send a dude protected from it home booted: he stays (`engine.card_effects`).
        While the posses are held against shootout plays (Scoop Hound), a Shootout play
        leaves a dude of a posse where he is, unbooted (`engine.posse_holds`). Otherwise the
        move is announced first ("when this dude would be moved", `engine.replacements`).
        A card effect a restriction forbids to move him leaves him where he is
        (`engine.restrictions`). Returns whether the dude is sent, so the ability logs only
        what happened."""
        if kept_in_the_shootout(self.game, dude) or held_in_the_shootout(self.game, dude):
            return False
        if booted:
            other = protected_from(self.game, dude, NOT_SENT_HOME_BY_OPPONENTS)
            if other is not None:
                self.game.log.add("{0}'s card effects cannot send {1} home booted", other, dude)
                return False
        if self._kept_from_moving(dude, dude.controller.home.uid):
            return False
        if self._held_in_the_posse(dude, leaving_unbooted=not booted):
            return False
        boot = booted and not dude.booted and not self._boot_refused(dude)
        home = dude.controller.home.uid
        announce(
            self.game,
            "onDudeWouldBeMoved",
            partial(self._send_home, dude, booted, boot),
            card=dude,
            destination=home,
            boot=booted,
        )
        return True

    def _send_home(self, dude: Card, booted: bool, boot: bool) -> None:
        self.game.trace("send_home")  # rule send_home: booted unless the card says otherwise
        origin = dude.location
        self._leave_all_posses(dude)
        self._move_dude(dude, dude.controller.home.uid, boot)
        self.game.emit("onDudeSentHome", card=dude, origin=origin, booted=booted)

    # -- cards between zones --------------------------------------------------------
    def _leave_current_zone(self, card: Card) -> None:
        game = self.game
        card.drawn_as = None
        card.back_to_deck = False
        if card.zone is Zone.PLAY:
            self._leave_play(card)
        elif card.zone in (Zone.DECK, Zone.HAND, Zone.DISCARD, Zone.BOOT_HILL, Zone.DRAW_HAND):
            pile = card.owner.pile(card.zone)
            if card in pile:
                pile.remove(card)
            elif card.zone is Zone.DRAW_HAND:  # dealt into another player's draw hand
                for holder in game.players:
                    if card in holder.draw_hand:
                        holder.draw_hand.remove(card)

    def _leave_play(self, card: Card) -> None:
        """Attachments fall off to the discard pile; tokens and bounty are cleared (§9.2)."""
        game = self.game
        for attachment in list(card.attachments):
            self.discard(attachment)
        if card.parent is not None:
            card.parent.attachments.remove(card)
            card.parent = None
        for player in game.players:
            if card in player.street:
                player.street.remove(card)
            if card in player.out_of_town:
                player.out_of_town.remove(card)
        card.location = None
        self._leave_all_posses(card)
        card.booted = False
        card.bounty = 0
        card.control_tokens = 0
        card.ghost_rock = 0
        card.controller = card.owner
        card.entered_play_in = None
        game.mark_out_of_play(card)
        game.effects.card_left_play(card)
        game.emit("onCardLeftPlay", card=card, player=card.owner)

    def put_in_pile(self, card: Card, zone: Zone, *, top: bool = True) -> None:
        """Move a card to one of its owner's piles (hand, deck, discard, boot hill...). A
        token never goes to a pile: it is removed from the game instead (§1.2); a card
        that "cannot leave Boot Hill" stays there."""
        if kept_in_boot_hill(self.game, card):
            return
        if card.data.is_token:
            self.game.trace("token")
            self.remove_from_game(card)
            return
        if zone is not Zone.DISCARD and held(self.game, card):
            return
        self._leave_current_zone(card)
        card.zone = zone
        pile = card.owner.pile(zone)
        if zone is Zone.DECK and top:
            pile.insert(0, card)
        else:
            pile.append(card)

    def discard(self, card: Card, *, by: Player | None = None) -> None:
        """Discard a card. `by` is the player whose card effect does it: a wanted dude
        discarded by an opponent's effect pays its bounty to them (§9.2). A card a
        restriction keeps from the card effect resolving now stays (`engine.restrictions`)."""
        if refused(self.game, card, DISCARDED):
            return
        if spared(self.game, card):
            self._spared(card, "discarded")
            return
        if stays_in_play(self.game, card, "discarded"):
            return
        if card.data.is_token:
            self.put_in_pile(card, Zone.DISCARD)  # removed from the game instead
            return
        was_in_play = card.in_play
        self._bounty_for(card, by)
        self.put_in_pile(card, Zone.DISCARD)
        if was_in_play:
            record_loss(self.game, card, DISCARDED, by=by)
        self.game.emit("onCardDiscarded", card=card, from_play=was_in_play, by=by)

    def ace(
        self, card: Card, *, by: Player | None = None, announced: bool = False, unpreventable: bool = False
    ) -> None:
        """Ace a card. `by` is the player whose card effect does it: a Harrowed dude aced by
        a card effect is discarded instead (§1.4, §9.3), and a wanted dude pays its bounty.
        Acing a dude in play is announced first ("when another dude would be aced at any
        time ... send that dude home booted instead", `engine.replacements`), with the play
        type of the card effect acing him ("before Byron is aced ... by a Shootout ability",
        None for the rules' own steps), unless the
        caller already did (`announced`: a casualty). A card a restriction keeps from the
        card effect resolving now stays (`engine.restrictions`). An ace printed "cannot be
        prevented" (`unpreventable`, Retribution) meets none of these: no protection spares
        the dude, no "instead" replaces it, and a Harrowed dude is aced all the same; it is
        still announced, for the Reacts that only answer it (Brother Petrovic)."""
        if unpreventable:
            self.game.trace("ace.unpreventable")
            if card.is_dude and card.in_play and not announced:
                # A React that only answers it ("when this dude would be aced, ...") still
                # may; none replaces it (`engine.replacements`).
                announce(
                    self.game,
                    "onCardWouldBeAced",
                    partial(self._ace, card, by, harrowed=False),
                    card=card,
                    unpreventable=True,
                )
            else:
                self._ace(card, by, harrowed=False)
            return
        if refused(self.game, card, ACED):
            return
        if spared(self.game, card):
            self._spared(card, "aced")
            return
        if stays_in_play(self.game, card, "aced"):
            return
        if card.is_dude and card.in_play and not announced:
            effect = current_card_effect(self.game)
            announce(
                self.game,
                "onCardWouldBeAced",
                partial(self._ace, card, by),
                {SEND_HOME: partial(self.send_home, card, booted=True)},
                card=card,
                play_type=effect.play_type if effect is not None else None,
            )
        else:
            self._ace(card, by)

    def _ace(self, card: Card, by: Player | None, *, harrowed: bool = True) -> None:
        if card.data.is_token:
            self.put_in_pile(card, Zone.BOOT_HILL)  # removed from the game instead
            return
        if harrowed and by is not None and card.in_play and card.is_dude and card.has_keyword("Harrowed"):
            self.game.trace("harrowed.card_effect")
            self.game.log.add("{0} is Harrowed: discarded instead of aced", card)
            self.discard(card, by=by)
            return
        was_in_play = card.in_play
        self._bounty_for(card, by)
        self.put_in_pile(card, Zone.BOOT_HILL)
        if was_in_play:
            record_loss(self.game, card, ACED, by=by)
        self.game.emit("onCardAced", card=card, from_play=was_in_play, by=by)

    def _spared(self, card: Card, what: str) -> None:
        """A dude another player's card effects may not ace or discard stays (Shield of Faith)."""
        self.game.trace("effect.spared")
        self.game.log.add("{0} cannot be {1} by another player's card effects", card, what)

    def _bounty_for(self, card: Card, by: Player | None) -> None:
        if by is not None and card.in_play and card.is_dude and by is not card.controller:
            self.collect_bounty(card, by)

    def collect_bounty(self, dude: Card, collector: Player) -> None:
        """`collector` gains the dude's bounty (§9.2); call before the dude leaves play."""
        amount = dude.bounty
        if amount <= 0:
            return
        self.gain(collector, amount)
        self.game.trace("bounty.collect")
        self.game.log.add("{0} collects {1} ghost rock bounty on {2}", collector, amount, dude)
        pay_extra(self.game, dude, bounty_extra(self.game, dude), collector)
        self.game.emit("onBountyCollected", card=dude, collector=collector, amount=amount)

    def remove_from_game(self, card: Card) -> None:
        """Take `card` out of the game for good ("remove it from the game")."""
        if held(self.game, card):
            return
        self._leave_current_zone(card)
        card.zone = Zone.OUT_OF_GAME

    def play_from_hand(self, card: Card) -> None:
        """An action card leaves the hand while it resolves, then goes to the discard pile.
        A Headline played counts against one per shootout, or per day outside (§1.4)."""
        self._leave_current_zone(card)
        card.zone = Zone.BEING_PLAYED
        if is_headline(card):
            self.game.record_ability_use(headline_use(self.game)[0])

    # -- drawing --------------------------------------------------------------------
    def reshuffle_if_empty(self, player: Player) -> bool:
        """An empty deck is refilled by shuffling the discard pile in (§0, §9.3)."""
        if player.deck:
            return True
        if not player.discard:
            return False
        cards = list(player.discard)
        player.discard.clear()
        self.game.rng.shuffle(cards)
        for card in cards:
            card.zone = Zone.DECK
        player.deck.extend(cards)
        self.game.log.add("{0} shuffles their discard pile into their deck", player)
        return True

    def draw(self, player: Player, amount: int, *, to: Zone = Zone.HAND) -> list[Card]:
        """`player` draws `amount` cards from the deck top (reshuffling the discard pile in when it runs out); returns the cards drawn, fewer if even then there are not enough."""
        drawn = []
        for _ in range(amount):
            if not self.reshuffle_if_empty(player):
                break
            card = player.deck.pop(0)
            card.zone = to
            player.pile(to).append(card)
            drawn.append(card)
        if len(drawn) < amount:
            self._ran_out(player, "draws", len(drawn), amount)
        if drawn:
            self.game.emit("onCardsDrawn", player=player, cards=drawn, target=str(to))
        return drawn

    def discard_top_of_deck(self, player: Player, amount: int) -> list[Card]:
        """ "Discard the top N cards of your deck": they go face up to the discard pile,
        top first. Only what the deck holds is discarded: the discard pile is not shuffled
        in mid-way (that would discard the same cards again); an emptied deck is refilled
        when next drawn from (§0, §9.3). Returns the cards discarded."""
        discarded = player.deck[:amount]
        del player.deck[: len(discarded)]
        for card in discarded:
            card.zone = Zone.DISCARD
            player.discard.append(card)
        if len(discarded) < amount:
            self._ran_out(player, "discards", len(discarded), amount)
        if discarded:
            names = ", ".join(card.data.title for card in discarded)
            self.game.log.add("{0} discards {1} from the top of their deck", player, names)
            for card in discarded:
                self.game.emit("onCardDiscarded", card=card, from_play=False, by=None)
        return discarded

    def discard_from_deck(self, player: Player, cards: list[Card]) -> None:
        """ "You may discard up to three of them" (of the cards looked at, `engine.deck_inspection`):
        `cards` leave `player`'s deck for the discard pile, face up; the others stay in order."""
        for card in cards:
            player.deck.remove(card)
            card.zone = Zone.DISCARD
            player.discard.append(card)
        if cards:
            names = ", ".join(card.data.title for card in cards)
            self.game.log.add("{0} discards {1} from their deck", player, names)
            for card in cards:
                self.game.emit("onCardDiscarded", card=card, from_play=False, by=None)

    def _ran_out(self, player: Player, verb: str, count: int, amount: int) -> None:
        """Running out of cards never ends the game (§10): the deck and the reshuffled
        discard pile give what they hold, and the log says so (a hand may be smaller)."""
        self.game.trace("piles.run_out")
        self.game.log.add("{0} runs out of cards and {1} {2} of {3}", player, verb, count, amount)

    def deal(self, dealer: Player, holder: Player, amount: int) -> list[Card]:
        """The top `amount` cards of `dealer`'s deck go into `holder`'s draw hand (Bottom
        Dealin'); they stay the dealer's cards and go to the dealer's piles afterwards."""
        dealt = []
        for _ in range(amount):
            if not self.reshuffle_if_empty(dealer):
                break
            card = dealer.deck.pop(0)
            card.zone = Zone.DRAW_HAND
            holder.draw_hand.append(card)
            dealt.append(card)
        if len(dealt) < amount:
            self._ran_out(dealer, "deals", len(dealt), amount)
        if dealt:
            self.game.emit("onCardsDrawn", player=holder, cards=dealt, target=str(Zone.DRAW_HAND))
        return dealt

    def shuffle_deck(self, player: Player) -> None:
        """Shuffle `player`'s deck with the game's seeded RNG (C5)."""
        self.game.rng.shuffle(player.deck)

    def shuffle_into_deck(self, player: Player, *cards: Card) -> None:
        """ "Shuffle <cards> into your deck": each card goes to `player`'s deck, then the deck
        is shuffled once."""
        for card in cards:
            self.put_in_pile(card, Zone.DECK)
        self.shuffle_deck(player)

    # -- entering play --------------------------------------------------------------
    def put_into_play(
        self, card: Card, *, location: str | None = None, parent: Card | None = None, booted: bool = False
    ) -> None:
        """Dudes enter at home, deeds at a street end, attachments on their parent (§3.5);
        booted when the caller says so or the card's text says it "enters play booted"; a
        card that "cannot leave Boot Hill" stays there."""
        game = self.game
        if kept_in_boot_hill(game, card):
            return
        if held(game, card):
            return
        self._leave_current_zone(card)
        card.zone = Zone.PLAY
        printed_booted = card.script is not None and card.script.enters_booted
        if printed_booted:
            game.trace_item("trait", card.data.code)  # its card's trait text, for the ledger
        card.booted = booted or printed_booted
        card.controller = card.owner
        card.entered_play_in = (game.day, game.phase)
        if parent is not None:
            card.parent = parent
            parent.attachments.append(card)
            card.location = None
        elif card.is_dude:
            card.location = location or card.owner.home.uid
        elif location is not None:
            card.location = location  # a Condition attached to the town square (`engine.conditions`)
        game.mark_in_play(card)
        game.emit("onCardEntersPlay", card=card, player=card.owner)
        if parent is not None:
            game.emit("onCardAttached", attachment=card, target=parent)

    def put_token_into_play(self, player: Player, title: str, *, location: str) -> Card:
        """ "A Gunslinger token enters play at <location>": a new token card (never unique,
        never in a deck) under `player`'s control; when it leaves play it is removed from the
        game, not put in a pile (§1.2). Returns the token."""
        game = self.game
        token = game.new_card(game.db.find(title), player, uid=self._free_token_uid(title))
        if not token.data.is_token:
            raise ValueError(f"{title} is not a token")
        self.put_into_play(token, location=location)
        game.trace("token")
        game.play_order_changed()
        return token

    def _free_token_uid(self, title: str) -> str:
        """The first "Title", "Title #2"... that no card still in the game holds: a token
        removed from the game gives its uid back, so a game rebuilt from a board (which
        lists no removed token) names its next token alike (C2, C3)."""
        game, n, uid = self.game, 1, title
        while uid in game.cards and game.cards[uid].zone is not Zone.OUT_OF_GAME:
            n += 1
            uid = f"{title} #{n}"
        if game.cards.pop(uid, None) is not None:
            game.listeners.forget()
        return uid

    def replace_dude(self, old: Card, new: Card) -> None:
        """An experienced swap (§9.4): `new` takes `old`'s place, boot state, bounty, tokens,
        attachments and lasting effects; `old` goes to the discard pile. Neither enters nor
        leaves play in the rules' sense, so no such events fire."""
        game = self.game
        self._leave_current_zone(new)
        new.zone, new.controller = Zone.PLAY, old.controller
        new.location, new.booted, new.bounty, new.control_tokens = (
            old.location,
            old.booted,
            old.bounty,
            old.control_tokens,
        )
        new.attachments, old.attachments = old.attachments, []
        for attachment in new.attachments:
            attachment.parent = new
        game.mark_in_play(new)
        new.entered_play_at, new.entered_play_in = old.entered_play_at, old.entered_play_in
        new.ghost_rock, old.ghost_rock = old.ghost_rock, 0
        game.effects.retarget(old, new)
        shootout = game.shootout
        if shootout is not None:
            shootout.replace(old, new)
        game.mark_out_of_play(old)
        old.location, old.booted, old.bounty, old.control_tokens = None, False, 0, 0
        old.zone = Zone.DISCARD
        old.owner.discard.append(old)
        game.play_order_changed()

    def build_deed(self, deed: Card, side: str) -> None:
        """A new deed goes at the far left or right of its owner's street; Out of Town off-street."""
        owner = deed.owner
        self.put_into_play(deed)
        deed.location = deed.uid
        if deed.has_keyword("Out of Town"):
            owner.out_of_town.append(deed)
        elif side == "left":
            owner.street.insert(0, deed)
        else:
            owner.street.append(deed)
        self.game.play_order_changed()

    def attach(self, attachment: Card, parent: Card, *, booted: bool = False) -> None:
        """Put `attachment` into play on `parent` (attachment limits apply once the play resolves, §1.4)."""
        self.put_into_play(attachment, parent=parent, booted=booted)

    def move_attachment(self, attachment: Card, parent: Card) -> None:
        """An attachment in play changes parent without leaving play: goods traded to
        another dude (§3.6), a gadget attached to a deed once invented (Auto Cattle-Feeder)."""
        if attachment.parent is not None:
            attachment.parent.attachments.remove(attachment)
        attachment.parent = parent
        parent.attachments.append(attachment)
        self.game.emit("onCardAttached", attachment=attachment, target=parent)

    def location_of(self, card: Card) -> str | None:
        """Where a card is: attachments stand where their parent stands."""
        while card.parent is not None:
            card = card.parent
        return card.location if card.location is not None else None
