"""Grim Servant O' Death (19040, There Comes a Reckoning) — action.
Shootout: Choose a dude who is not in the shootout, who is at home, and who is controlled by
the mark or the player opposing a job. That dude's controller may have them join their posse
(moving if necessary). If that dude does not join, one of your dudes becomes a stud, gets +2
bullets, and your opponent takes two extra casualties if their draw hand is ever cheatin'
this round.

"Controlled by the mark" is the called-out side: the chosen dude is the defending player's
(the mark's controller, or the player opposing the job), at their home and in no posse.
Joining is that player's choice; a dude who joins moves to the fight without booting. If he
stays, one of your dudes in your posse becomes a stud with +2 bullets for the shootout
(§8.3), and a cheatin' hand your opponent reveals this round costs them two more casualties
as the round's casualties are set (§5.7).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

JOIN = "join the posse"
STAY = "stay home"
EXTRA = 2


class GrimServantODeath(CardScript):
    code = "19040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.defender_at_home_out_of_the_fight),
            message="{player} plays {source} on {target}",
            handler=self.summon,
        )

    def defender_at_home_out_of_the_fight(self, dude: Card, context: Context) -> bool:
        shootout = self.game.shootout
        if shootout is None or shootout.in_posse(dude):
            return False
        defender = shootout.mark_player
        return dude.controller is defender and dude.location == defender.home.uid

    def summon(self, context: Context) -> Flow:
        you, dude = context.player, context.target
        assert dude is not None
        effects = AbilityKit.effects
        if (yield from self.choose_option(context, [JOIN, STAY], player=dude.controller)) == JOIN:
            yield from self.move_into_posse(context, dude)
            self.game.log.add("{0}'s {1} joins the posse", dude.controller, dude)
            return
        yours = yield from self.select_card(context, list(self.your_posse), "Select a dude")
        self.apply_ability_effect(
            context, match=yours, effect=[effects.set_as_stud(), effects.modify_bullets(2)]
        )
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="opponent",
            effect=effects.extra_casualties_if_cheatin(EXTRA),
        )
        self.game.log.add(
            "{0} makes {1} a stud with +2 bullets; {2} takes 2 extra casualties if their hand is cheatin'",
            you,
            yours,
            you.opponent,
        )
