"""You Had ONE Job! (19042, There Comes a Reckoning) — action.
Shootout: Choose a wanted dude with 3 or more bounty. Make them a stud or draw.
Resolution: All players who revealed a legal hand may reduce their casualties by 2.

Any wanted dude will do, in a posse or not, on either side; the stud or draw lasts the
shootout, as a Shootout ability's effect (§8.3). Each player whose revealed hand is legal
decides for themselves, the player of the card first; the reduction counts as this
round's casualties are set (§5.7).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card, Player

STUD = "stud"
DRAW = "draw"
REDUCE = "reduce your casualties by 2"
KEEP = "pass"
REDUCTION = 2


class YouHadOneJob(CardScript):
    code = "19042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.wanted_with_3_or_more_bounty),
            message="{player} plays {source} on {target}",
            handler=self.make_them_a_stud_or_draw,
        )
        self.action(play_type="resolution", message="{player} plays {source}", handler=self.reduce_casualties)

    def wanted_with_3_or_more_bounty(self, dude: Card, context: Context) -> bool:
        return dude.bounty >= 3

    def make_them_a_stud_or_draw(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        kind = yield from self.choose_option(context, [STUD, DRAW])
        effect = effects.set_as_stud() if kind == STUD else effects.set_as_draw()
        self.apply_ability_effect(context, match=dude, effect=effect)
        self.game.log.add("{0} makes {1} a {2}", context.player, dude, kind)

    def revealed_a_legal_hand(self, player: Player) -> bool:
        shootout = self.game.shootout
        result = shootout.results.get(player.index) if shootout is not None else None
        return result is not None and not result.cheatin

    def reduce_casualties(self, context: Context) -> Flow:
        you = context.player
        for player in (you, you.opponent):
            if not self.revealed_a_legal_hand(player):
                continue
            if (yield from self.choose_option(context, [REDUCE, KEEP], player=player)) == KEEP:
                continue
            self.until_end_of_shootout_round(
                context,
                targets_players=True,
                target_controller="current" if player is you else "opponent",
                effect=AbilityKit.effects.reduce_casualties(REDUCTION),
            )
            self.game.log.add("{0} reduces their casualties by 2", player)
