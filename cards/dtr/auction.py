"""Auction (01111) — action.
Noon: Choose a deed in play. It becomes Private. If you own and control that deed, gain 1
ghost rock for each dude controlled by another player at that deed.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class Auction(CardScript):
    code = "01111"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a deed", card_type="deed"),
            message="{player} plays {source}: {target} becomes Private",
            handler=self.sell_it_off,
        )

    def sell_it_off(self, context: Context) -> None:
        deed = context.target
        assert deed is not None
        # A Noon effect lasts until the end of the day (§8.3, C5).
        self.apply_ability_effect(context, match=deed, effect=AbilityKit.effects.gains_keyword("Private"))
        player = context.player
        if deed.owner is not player or self.game.controller_of(deed) is not player:
            return
        bidders = [d for d in self.game.locations.dudes_at(deed.uid) if d.controller is not player]
        self.game.actions.gain(player, len(bidders))
        self.game.log.add(
            "{0} gains {1} ghost rock for the other players' dudes at {2}", player, len(bidders), deed
        )
