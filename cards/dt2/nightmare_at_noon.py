"""Nightmare at Noon (24256, Weird West Edition) — action, Headline.
Shootout: Give each dude in one posse -1 bullets. Each dude in the shootout with 0 or 1
bullets becomes draw.

The player picks either posse. The draws are decided once the -1 bullets is given, for
every dude in the shootout as he stands then; both effects last until the end of the
shootout (§8.3). A Headline: one per shootout (§1.4).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class NightmareAtNoon(CardScript):
    code = "24256"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="shootout", message="{player} plays {source}", handler=self.nightmare)

    def nightmare(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        sides = {f"{player.name}'s posse": player for player in shootout.players}
        answer = yield from self.choose_option(context, list(sides), "Select a posse")
        kit = AbilityKit.effects
        for dude in shootout.posse(sides[answer]):
            self.apply_ability_effect(context, match=dude, effect=kit.modify_bullets(-1))
        self.game.log.add("{0} gives each dude in {1} -1 bullets", context.player, answer)
        everyone = [dude for player in shootout.players for dude in shootout.posse(player)]
        for dude in everyone:
            if dude.bullets <= 1:
                self.apply_ability_effect(context, match=dude, effect=kit.set_as_draw())
                self.game.log.add("{0} makes {1} a draw", context.player, dude)
