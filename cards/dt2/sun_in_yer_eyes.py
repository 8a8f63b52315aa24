"""Sun in Yer Eyes (24221, Weird West Edition) — Action.
Shootout: Target dude in this shootout gets -2 bullets or becomes a draw. You may spend
1 ghost rock to give both effects to that dude.

The Base Set Sun in Yer Eyes (01113) always gives both effects; this printing gives one
of them, or both for 1 ghost rock, so it has its own script. The player chooses after
targeting; "both" is offered only to a player who can spend the ghost rock.
"""

from __future__ import annotations

from engine.abilities import Context, Target, in_this_shootout
from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow

BULLETS = "-2 bullets"
DRAW = "becomes a draw"
BOTH = "both for 1 ghost rock"


class SunInYerEyesWeirdWest(CardScript):
    code = "24221"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=in_this_shootout),
            message="{player} plays {source} on {target}",
            handler=self.dazzle,
        )

    def dazzle(self, context: Context) -> Flow:
        dude, player = context.target, context.player
        assert dude is not None
        options = [BULLETS, DRAW] + ([BOTH] if player.ghost_rock >= 1 else [])
        answer = yield from self.choose_option(context, options)
        if answer == BOTH:
            self.game.actions.pay(player, 1)
        effects = []
        if answer in (BULLETS, BOTH):
            effects.append(AbilityKit.effects.modify_bullets(-2))
        if answer in (DRAW, BOTH):
            effects.append(AbilityKit.effects.set_as_draw())
        # A Shootout ability's effect lasts until the end of the shootout (§8.3); the
        # bullets never read below 0 (§1.3).
        self.apply_ability_effect(context, match=dude, effect=tuple(effects))
        self.game.log.add(LOG[answer], player, dude)
        return None


#: The log line of each choice: acting player first, then the dude.
LOG = {
    BULLETS: "{0} gives {1} -2 bullets until the end of the shootout",
    DRAW: "{0} makes {1} a draw until the end of the shootout",
    BOTH: "{0} pays 1 ghost rock to give {1} -2 bullets and make them a draw until the end of the shootout",
}
