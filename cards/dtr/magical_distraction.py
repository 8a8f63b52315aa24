"""Magical Distraction (01131) — action.
Cheatin' Resolution: Discard a spell from your dude in this posse and pull. Your draw hand
rank equals the value of your pull (to a maximum rank of 11).
"""

from __future__ import annotations

from engine.abilities import Context
from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.model import Card


class MagicalDistraction(CardScript):
    code = "01131"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round
        # (engine.abilities.cheatin_refusal, §5.6); without a spell to discard it is no play.
        self.action(
            play_type="cheatin resolution",
            condition=self.a_spell_in_your_posse,
            message="{player} plays {source}",
            handler=self.distract,
        )

    def spells_in_your_posse(self, context: Context) -> list[Card]:
        return [card for dude in self.your_posse for card in dude.attachments if card.type == "spell"]

    def a_spell_in_your_posse(self, context: Context) -> bool:
        return bool(self.spells_in_your_posse(context))

    def distract(self, context: Context) -> Flow:
        player = context.player
        spell = yield from self.select_card(context, self.spells_in_your_posse(context))
        dude = spell.parent
        self.game.actions.discard(spell)
        self.game.log.add("{0} discards {1} from {2}", player, spell, dude)
        pulled = yield from self.pull(context)
        self.game.actions.set_rank(player, pulled.value)
        rank = self.hand_rank(player)
        self.game.log.add("{0}'s draw hand rank becomes {1}", player, rank)
