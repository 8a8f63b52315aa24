"""Ezekiah Grimme (19002) — legend.
When attaching a spell to a card, increase the spell's ghost rock cost by the number of copies
of that spell in play.  React, Boot: After your dude successfully casts a spell attached to
them, if the pull was a spell, you may attach it to that dude, booted (paying all costs).
Noon, Boot: Boot your skilled dude to reveal the top 5 cards of your deck. If you revealed a
spell you have less than 2 copies of in play, you may attach it to that dude (paying all
costs). Shuffle the remaining revealed cards into your deck.

The cost increase binds every player's spells, the text naming no player (ruling
ezekiah-raises-every-players-spells); "copies of that spell" are cards with its title. A
skilled dude has a Huckster, Blessed, Shaman or Mad Scientist rating. Both attachments are
plays "paying all costs" (§3.5): onto that dude wherever he stands, booted or not.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.effects import SKILLS
from engine.events import Event
from engine.flow import Flow
from engine.model import Card, Player
from engine.phases.shoppin import Shop
from engine.zones import Zone

REVEALED = 5
MOST_COPIES = 2


class EzekiahGrimme(CardScript):
    code = "19002"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.copies_in_play_raise_a_spell)
        self.reaction(
            when={"onSpellCast": self.your_dude_casts_a_spell_on_a_pulled_spell},
            cost=ability.costs.boot_self(),
            condition=self.the_pulled_spell_can_be_attached,
            message="{player} uses {source}",
            handler=self.attach_the_pulled_spell,
        )
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.skilled)],
            message="{player} uses {source}",
            handler=self.reveal_the_top_five,
        )

    # -- the trait ----------------------------------------------------------------------
    def copies_in_play_raise_a_spell(self, player: Player, card: Card, at: str | None) -> int:
        if card.type != "spell":
            return 0
        return sum(1 for other in self.game.cards_in_play() if other.title == card.title)

    # -- the React ----------------------------------------------------------------------
    def your_dude_casts_a_spell_on_a_pulled_spell(self, event: Event) -> bool:
        caster: Card = event.get("caster")
        pulled = event.get("check").pull.card
        return (
            event.get("check").succeeded
            and event.get("player") is self.controller
            and event.get("spell").parent is caster
            and pulled is not None
            and pulled.type == "spell"
        )

    def pulled_spell_plays(self, context: Context) -> list[Shop]:
        assert context.event is not None
        pulled: Card = context.event.get("check").pull.card
        caster: Card = context.event.get("caster")
        return self.playable(
            context.player,
            card=lambda card: card is pulled,
            source=pulled.zone,
            onto=[caster],
            as_shoppin=False,
        )

    def the_pulled_spell_can_be_attached(self, context: Context) -> bool:
        return bool(self.pulled_spell_plays(context))

    def attach_the_pulled_spell(self, context: Context) -> Flow:
        spell = yield from self.play_card(context, self.pulled_spell_plays(context))
        if spell is not None:
            self.game.actions.boot(spell)
            self.game.log.add("{0} boots {1}", context.player, spell)

    # -- the Noon ability -------------------------------------------------------------
    def skilled(self, dude: Card, context: Context) -> bool:
        return any(dude.skill(skill) for skill in SKILLS)

    def copies_you_have_in_play(self, player: Player, spell: Card) -> int:
        return sum(1 for c in self.game.cards_in_play() if c.title == spell.title and c.controller is player)

    def reveal_the_top_five(self, context: Context) -> Flow:
        dude: Card = context.data["booted dude"]
        player = context.player
        revealed = self.look_at_top_of_deck(context, REVEALED)
        if revealed:
            self.game.log.add("{0} reveals {1}", player, ", ".join(card.uid for card in revealed))
        plays = self.playable(
            player,
            card=lambda card: (
                card in revealed
                and card.type == "spell"
                and self.copies_you_have_in_play(player, card) < MOST_COPIES
            ),
            source=Zone.DECK,
            onto=[dude],
            as_shoppin=False,
        )
        spells = list(dict.fromkeys(play.card for play in plays))
        chosen = yield from self.may_select_card(context, spells, "Select a card")
        if chosen is not None:
            yield from self.play_card(context, [play for play in plays if play.card is chosen])
        self.game.actions.shuffle_deck(player)
        self.game.log.add("{0} shuffles the revealed cards into their deck", player)
