"""Raven (19004) — legend.
If you are the leader, your posse has a -2 stud pentalty if it has less bullets than the
opposing posse. You have an extra control point during Sundown if you control equal or more
in-town deeds that you do not own compared to each other player.  Noon, Boot: Choose an
in-town deed. Your shooter has +2 bullets during shootouts there. The next time you win a
shootout there, or if you control it during Sundown and do not own it, give your dude there a
permanent +1 bullets if they do not already have a permanent bullet bonus.

A posse's bullets are its dudes' bullets added up. "Equal or more" counts a tie at none each
(ruling raven-extra-point-on-a-tie). The chosen deed is marked for the day (a Noon ability's
effect, C5); the reward comes once, the first of the two times, and then the mark is gone;
with several of your dudes there, you pick one without a permanent bullet bonus.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.effects import EffectSpec
from engine.events import Event
from engine.flow import Flow
from engine.model import Card, Player

#: The deed Raven's Noon ability chose; a lasting effect, so a board (C3) keeps it.
CHOSEN = EffectSpec("flag", "chosen by Raven")


class Raven(CardScript):
    code = "19004"
    flags = (CHOSEN.stat,)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            condition=self.leading_with_fewer_bullets,
            effect=ability.effects.modify_stud_bonus(-2),
        )
        self.persistent_effect(
            targets_players=True,
            condition=self.sundown_with_most_deeds_taken,
            effect=ability.effects.modify_player_control(1),
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a deed", card_type="deed", condition=self.in_town),
            message="{player} uses {source} to choose {target}",
            handler=self.choose_the_deed,
        )
        self.persistent_effect(
            match=self.your_shooter_at_the_chosen_deed, effect=ability.effects.modify_bullets(2)
        )
        self.trait_reaction(when={"onShootoutPhaseFinished": self.you_win_there}, handler=self.reward)
        self.trait_reaction(when={"onAtStartOfSundown": self.you_hold_it_at_sundown}, handler=self.reward)

    # -- the traits ---------------------------------------------------------------------
    @staticmethod
    def posse_bullets(posse: list[Card]) -> int:
        return sum(dude.bullets for dude in posse)

    def leading_with_fewer_bullets(self) -> bool:
        return self.you_are_the_leader and self.posse_bullets(self.your_posse) < self.posse_bullets(
            self.opposing_posse
        )

    def deeds_taken(self, player: Player) -> int:
        """In-town deeds `player` controls and does not own."""
        return sum(1 for deed in player.controlled_deeds() if deed.owner is not player and self.in_town(deed))

    def sundown_with_most_deeds_taken(self) -> bool:
        you = self.controller
        return self.phase == "sundown" and all(
            self.deeds_taken(you) >= self.deeds_taken(other)
            for other in self.game.players
            if other is not you
        )

    # -- the Noon ability ---------------------------------------------------------------
    def in_town(self, deed: Card, context: Context | None = None) -> bool:
        return self.game.locations.in_town(deed.uid)

    def choose_the_deed(self, context: Context) -> None:
        self.apply_ability_effect(context, match=context.target, effect=CHOSEN)

    def chosen_deeds(self) -> list[Card]:
        return [
            d
            for d in self.game.all_deeds()
            if self.controller in self.game.effects.flag_givers(d, CHOSEN.stat)
        ]

    def your_shooter_at_the_chosen_deed(self, card: Card) -> bool:
        shootout = self.game.shootout
        return (
            shootout is not None
            and card is self.your_shooter
            and any(deed.uid == shootout.location for deed in self.chosen_deeds())
        )

    def you_win_there(self, event: Event) -> bool:
        where = event.get("shootout").location
        return event.get("winner") is self.controller and any(d.uid == where for d in self.chosen_deeds())

    def you_hold_it_at_sundown(self, event: Event) -> bool:
        you = self.controller
        return any(
            self.game.locations.controller(d) is you and d.owner is not you for d in self.chosen_deeds()
        )

    def reward(self, context: Context) -> Flow:
        (deed,) = self.chosen_deeds()
        self.game.effects.end_lasting(self.card, CHOSEN)
        dudes = [
            dude
            for dude in self.game.locations.dudes_at(deed.uid)
            if dude.controller is context.player
            and not self.game.effects.has_permanent_bonus(dude, "bullets")
        ]
        if not dudes:
            return
        dude = dudes[0] if len(dudes) == 1 else (yield from self.select_card(context, dudes, "Select a dude"))
        self.permanently(context, match=dude, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} permanent +1 bullets", context.player, dude)
