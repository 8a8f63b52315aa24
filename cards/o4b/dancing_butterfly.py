"""Dancing Butterfly (21051) — spell, Spirit • Sidekick.
Resolution Spirit 10, Boot: If your hand is legal, the opposing player can have a second
Cheatin' Resolution played against them. The opposing player may cancel this effect by
sending one of their dudes home booted and giving one of your deeds a permanent control
point (opponent chooses deed).

The second Cheatin' Resolution is a player effect on the opponent
(`engine.abilities.cheatin_limit`) lasting, as a Resolution ability's effect does, to the
end of the shootout (§8.3); a hand still has to be illegal for one to be played. "If your
hand is legal" is read as the spell resolves: an illegal hand casts it for nothing. The
opponent may cancel only by doing both things: one of their dudes that is not already at
home booted goes home booted, and a deed the caster controls (the opponent's pick) gains a
permanent control point (ruling `dancing-butterfly-cancel-takes-both`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player

CANCEL = "cancel"
LET_IT_STAND = "let it stand"


class DancingButterfly(CardScript):
    code = "21051"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="resolution",
            difficulty=10,
            cost=ability.costs.boot_self(),
            on_success=self.open_the_door,
        )

    def open_the_door(self, context: Context) -> Flow:
        you, opponent = context.player, context.player.opponent
        if self.game.hand_results[you.index].cheatin:
            return
        if (yield from self.opponent_cancels(context, opponent)):
            return
        self.apply_ability_effect(
            context,
            targets_players=True,
            target_controller="opponent",
            effect=AbilityKit.effects.second_cheatin_resolution(),
        )
        self.game.log.add(
            "{0} uses {1}: a second cheatin' resolution may be played against {2}", you, self.card, opponent
        )

    def dudes_to_send_home(self, opponent: Player) -> list[Card]:
        """Their dudes whom going home booted would change: not one already home and booted."""
        return [dude for dude in opponent.dudes() if not (dude.booted and dude.location == opponent.home.uid)]

    def your_deeds(self, you: Player) -> list[Card]:
        return [card for card in self.game.cards_in_play() if card.is_deed and card.controller is you]

    def opponent_cancels(self, context: Context, opponent: Player) -> Flow:
        dudes, deeds = self.dudes_to_send_home(opponent), self.your_deeds(context.player)
        if not dudes or not deeds:
            return False
        choice = yield from self.choose_option(context, [CANCEL, LET_IT_STAND], player=opponent)
        if choice != CANCEL:
            return False
        dude = yield from self.select_card(context, dudes, "Select a dude", player=opponent)
        if not self.game.actions.send_home(dude, booted=True):
            return False
        deed = yield from self.select_card(context, deeds, "Select a deed", player=opponent)
        self.game.actions.add_control_point(deed)
        self.game.log.add(
            "{0} sends {1} home booted and gives {2} a permanent control point to cancel {3}",
            opponent,
            dude,
            deed,
            self.card,
        )
        return True
