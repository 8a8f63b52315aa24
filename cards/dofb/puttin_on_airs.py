"""Puttin' On Airs (25052, Debt of Blood) — action.
Noon: Your target dude gets +1 influence. You may remove a bounty from them. That dude
cannot make callouts or join the leader's posse.

A Noon play's effects last the day (§8.3). "A bounty" is one point of it (ruling
`puttin-on-airs-removes-one-bounty`), offered only to a wanted dude. The dude calls out
nobody and joins no posse his player leads, a job's or a call out's; he may still stand in
the mark's posse (`engine.posse.kept_out_of_posse`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow

REMOVE = "remove a bounty"
KEEP = "keep the bounty"


class PuttinOnAirs(CardScript):
    code = "25052"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.put_on_airs,
        )

    def put_on_airs(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context,
            match=dude,
            effect=[
                effects.modify_influence(1),
                effects.cannot_make_call_outs(),
                effects.cannot_join_leaders_posse(),
            ],
        )
        self.game.log.add(
            "{0} gives {1} +1 influence; they cannot make call outs or join the leader's posse today",
            context.player,
            dude,
        )
        if dude.bounty > 0 and (yield from self.choose_option(context, [REMOVE, KEEP])) == REMOVE:
            before = dude.bounty
            self.game.actions.remove_bounty(dude, 1)
            if dude.bounty < before:
                self.game.log.add("{0} removes 1 bounty from {1}", context.player, dude)
