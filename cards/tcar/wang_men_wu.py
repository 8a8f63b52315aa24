"""Wang Men Wu (19005) — dude, Kung Fu 1.
Your token dudes are ignored when checking the combo requirements of Techniques Wang Men Wu
successfully performs.  React: After posses are formed, if you control the mark or are
opposing a job, a 2-stud Gunslinger token joins your posse, booted. Before you declare your
shooter, remove the Gunslinger from play.

"You control the mark": the called-out dude in a call out, the job's mark when it is yours;
"opposing a job": a job's shootout where you are not the leader's side. The Gunslinger token
(01146) enters play at the shootout, is booted and joins the posse; as each round's shooters
are about to be declared (`onShooterAboutToBeDeclared`, §5.5), your Gunslinger leaves play
before you pick yours — only to soak up what happens in the shootout's first plays.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class WangMenWu(CardScript):
    code = "19005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.combos_ignore_your_tokens())
        self.reaction(
            when={"onPossesFormed": self.you_control_the_mark_or_oppose_a_job},
            message="{player} uses {source}",
            handler=self.a_gunslinger_joins,
        )
        self.trait_reaction(
            when={"onShooterAboutToBeDeclared": self.you_are_about_to_declare_your_shooter},
            handler=self.remove_the_gunslinger,
        )

    def you_control_the_mark_or_oppose_a_job(self, event: Event) -> bool:
        shootout = self.game.shootout
        if shootout is None:
            return False
        you = self.controller_now
        if shootout.job is not None and shootout.leader_player is not you:
            return True
        return shootout.mark is not None and shootout.mark.controller is you

    def a_gunslinger_joins(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        gunslinger = self.game.actions.put_token_into_play(
            context.player, "Gunslinger", location=shootout.location
        )
        self.game.actions.boot(gunslinger)
        self.name_for_this_shootout(gunslinger)
        self.game.log.add("{0} brings a {1} token into their posse booted", context.player, gunslinger)
        yield from self.move_into_posse(context, gunslinger)

    def your_gunslingers(self) -> list[Card]:
        return [dude for dude in self.your_posse if self.named_this_shootout(dude)]

    def you_are_about_to_declare_your_shooter(self, event: Event) -> bool:
        return event.get("player") is self.controller_now

    def remove_the_gunslinger(self, context: Context) -> None:
        for gunslinger in self.your_gunslingers():
            self.game.actions.remove_from_game(gunslinger)
            self.game.log.add("{0} removes the {1} token from play", context.player, gunslinger)
