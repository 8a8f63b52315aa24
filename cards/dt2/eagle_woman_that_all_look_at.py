"""Eagle Woman That All Look At (24064, Weird West Edition) — dude, Shaman 2.
If you are First Peoples, reduce the cost to play Eagle Woman by the influence of one of
your dudes, and she may enter play at that dude's location.
Your shamans gain, "Noon/Shootout: Boot a Spirit at this location to move Eagle Woman
here. If this is a shootout, she joins your posse. You may boot a dude at this location."

The dude is chosen as she is played, paying her cost (`engine.costs.ChosenReduction`);
she may then enter play where he stands instead of at home.

The shamans' ability is declared here, on Eagle Woman, until the engine grants abilities
to other cards: its player selects the shaman who uses it (another of theirs: her own
copy would move her where she stands), once per day for each shaman (§3.3), in a
shootout only one in their posse (§5.4). "Boot a Spirit at this location" is its cost: an
unbooted card with the Spirit keyword at the shaman's location (a spell on a dude there,
a Spirit token). In a shootout "here" is the fight, so she joins the posse by moving in.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.abilities import Context, Target
from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.model import Card, Player


class EagleWomanThatAllLookAt(CardScript):
    code = "24064"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_reduced_by_choice(candidates=self.your_dudes, amount=self.influence, enter_at=True)
        for play_type in ("noon", "shootout:join"):
            self.action(
                play_type=play_type,
                repeat=True,  # once per day for each shaman: `shaman_may_call_her`
                target=Target(
                    prompt="Select a dude", controller="current", condition=self.shaman_may_call_her
                ),
                message="{player}'s {target} calls {source}",
                handler=self.call_eagle_woman,
            )

    def your_dudes(self, player: Player) -> Sequence[Card]:
        return player.dudes() if self.is_faction(player, "First Peoples") else []

    def influence(self, dude: Card) -> int:
        return dude.influence

    def _use_key(self, shaman: Card) -> str:
        return f"granted:{self.card.uid}:{shaman.uid}"

    def _spirits_with(self, shaman: Card) -> list[Card]:
        return [
            card
            for card in self.game.cards_in_play()
            if card.has_keyword("Spirit")
            and not card.booted
            and self.game.actions.location_of(card) == shaman.location
        ]

    def shaman_may_call_her(self, shaman: Card, context: Context) -> bool:
        if shaman is self.card or shaman.skill("shaman") is None:
            return False
        if self.game.ability_uses(self._use_key(shaman), "day"):
            return False
        shootout = self.game.shootout
        if shootout is not None and not (
            shootout.in_posse(shaman) and self.may_join_your_posse(context, self.card)
        ):
            return False
        return bool(self._spirits_with(shaman))

    def call_eagle_woman(self, context: Context) -> Flow:
        shaman = context.target
        assert shaman is not None and shaman.location is not None
        self.game.record_ability_use(self._use_key(shaman), periods=("day",))
        spirits = self._spirits_with(shaman)
        if len(spirits) > 1:
            spirit = yield from self.select_card(context, spirits, "Select a Spirit")
        else:
            (spirit,) = spirits
        self.game.actions.boot(spirit)
        here = shaman.location
        if self.game.shootout is not None:
            yield from self.move_into_posse(context, self.card)
        else:
            self.game.actions.move_dude(self.card, here)
        self.game.log.add(
            "{0} boots {1} to move {2} to {3}",
            context.player,
            spirit,
            self.card,
            self.game.locations.name(here),
        )
        dudes = [dude for dude in self.game.locations.dudes_at(here) if not dude.booted]
        dude = yield from self.may_select_card(context, dudes, "Select a dude")
        if dude is not None:
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", context.player, dude)
