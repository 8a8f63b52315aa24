"""Dave "Slim" Gorman (24086, Weird West Edition) — dude, Huckster 1.
React: After Dave casts a Shootout Hex, you may discard the Hex to have all dudes
currently in the shootout become a draw for this round.

"Casts" is whether or not the Hex succeeded: once its Shootout ability resolved, while
the Hex is still in play. Discarding the Hex is what the draws cost. "Currently" is the
dudes in either posse as the React resolves; one joining later keeps his type. "For this
round" ends with the shootout round (§8.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class DaveSlimGorman(CardScript):
    code = "24086"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardAbilityResolved": self.dave_casts_a_shootout_hex},
            message="{player} uses {source}",
            handler=self.slow_the_draw,
        )

    def dave_casts_a_shootout_hex(self, event: Event) -> bool:
        hex_ = event.source
        return (
            hex_.has_keyword("Hex")
            and getattr(event.ability, "play_type", None) == "shootout"
            and hex_.in_play
            and hex_.parent is self.card
        )

    def slow_the_draw(self, context: Context) -> None:
        assert context.event is not None
        hex_ = context.event.source
        shootout = self.game.shootout
        assert shootout is not None
        self.game.actions.discard(hex_)
        everyone = [dude for player in shootout.players for dude in shootout.posse(player)]
        self.until_end_of_shootout_round(context, match=everyone, effect=AbilityKit.effects.set_as_draw())
        self.game.log.add(
            "{0} discards {1} to make every dude in the shootout a draw this round", context.player, hex_
        )
